import "server-only";
import type { z } from "zod";
import type { StatementMapping } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { applyStatement, type AppliedStatement } from "./apply";
import { readStatementFile } from "./file";
import { mappingOf, rememberMapping } from "./mappings";
import { reconcile, type Reconciliation } from "./match";
import { readRows } from "./read";
import type { statementFormSchema } from "./schemas";
import { linesOf, sameColumn, tableOf } from "./table";

export type StatementForm = z.infer<typeof statementFormSchema>;
/** The file's header (what the screen's column choices list) and the mapping used or offered. */
export type StatementHeader = { header: string[]; headerRow: number; rows: number; mapping: StatementMapping | null };
export type StatementAnswer = StatementHeader | (StatementHeader & Reconciliation & { statement?: AppliedStatement });

/** Header names banks commonly use, for a first guess when the bank has no remembered mapping. */
const GUESSES: [keyof StatementMapping, RegExp][] = [
  ["date", /date/i],
  ["amount", /credit|deposit|amount/i],
  ["description", /description|narration|details|particulars|remarks/i],
];

/** The bank's remembered mapping when this header has all its columns; otherwise a guess from the header's names. */
function offeredMapping(header: string[], remembered: StatementMapping | null): StatementMapping | null {
  const has = (name?: string) => !name || header.some((cell) => sameColumn(cell, name));
  if (remembered && has(remembered.date) && has(remembered.amount) && has(remembered.description) && has(remembered.reference))
    return remembered;
  const guess = Object.fromEntries(GUESSES.map(([key, pattern]) => [key, header.find((cell) => pattern.test(cell))]));
  return guess.date && guess.amount && guess.description ? (guess as StatementMapping) : null;
}

/**
 * `POST /api/payment/statements` (docs/rules.md, "Statement reconciliation"). Without a mapping:
 * the file's header and the mapping to offer. With one: the dry run's lists, and with `dryRun`
 * false the matched payments approved. A mapping that read the file is remembered for the bank.
 */
export async function reconcileStatement(adminId: string, form: StatementForm, upload: unknown): Promise<StatementAnswer> {
  const file = await readStatementFile(upload);
  const table = tableOf(await readRows(file), file.label, form.mapping);
  const header = { header: table.header, headerRow: table.headerRow, rows: table.dataRows.length };
  if (!form.mapping) {
    if (!form.dryRun) throw new DomainError("Invalid", "Please choose the statement's columns before approving.", { field: "mapping" });
    return { ...header, mapping: offeredMapping(table.header, await mappingOf(form.bank)) };
  }
  const result = await reconcile(await linesOf(table, form.mapping));
  await rememberMapping(adminId, form.bank, form.mapping);
  if (form.dryRun) return { ...header, mapping: form.mapping, ...result };
  const applied = await applyStatement(adminId, form.bank, file, header.rows, result);
  return { ...header, mapping: form.mapping, ...applied.result, statement: applied.statement };
}
