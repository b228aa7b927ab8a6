import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { statementBankMappings, type StatementMapping } from "@/db/schema";

export type BankMapping = { bank: string; mapping: StatementMapping; updatedAt: string };

/** Banks are told apart by name, trimmed and case-insensitively ("HBL " = "hbl"). */
const bankKey = (bank: string) => bank.trim().replace(/\s+/g, " ").toLowerCase();

/** Every bank whose statement was read before, with its mapping, the most recent first. */
export async function rememberedBanks(): Promise<BankMapping[]> {
  const rows = await getDb()
    .select({ bank: statementBankMappings.bank, mapping: statementBankMappings.mapping, updatedAt: statementBankMappings.updatedAt })
    .from(statementBankMappings)
    .orderBy(desc(statementBankMappings.updatedAt));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function mappingOf(bank: string): Promise<StatementMapping | null> {
  const [row] = await getDb()
    .select({ mapping: statementBankMappings.mapping })
    .from(statementBankMappings)
    .where(eq(statementBankMappings.bankKey, bankKey(bank)));
  return row?.mapping ?? null;
}

/** Remembers the mapping that read this bank's statement, so the screen offers it next time. */
export async function rememberMapping(adminId: string, bank: string, mapping: StatementMapping): Promise<void> {
  const values = { bankKey: bankKey(bank), bank: bank.trim(), mapping, updatedBy: adminId };
  await getDb()
    .insert(statementBankMappings)
    .values(values)
    .onConflictDoUpdate({ target: statementBankMappings.bankKey, set: { ...values, updatedAt: sql`now()` } });
}
