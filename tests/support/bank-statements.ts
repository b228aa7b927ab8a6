import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { POST as postStatementRoute } from "@/app/api/payment/statements/route";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import type { AlreadyDecided, Matched, Mismatched, Unmatched } from "@/lib/payments/statements/match";
import { makeSubject } from "./catalogue";
import { createUser } from "./db";
import { call } from "./http";
import { newTransactionId, placeOrderAs } from "./payments";

export const HEADER = ["Date", "Description", "Amount"];
export const MAPPING = { date: "Date", amount: "Amount", description: "Description" };
export type StatementData = {
  header: string[];
  headerRow: number;
  rows: number;
  mapping: typeof MAPPING | null;
  matched: Matched[];
  mismatched: Mismatched[];
  unmatched: Unmatched[];
  alreadyDecided: AlreadyDecided[];
  statement?: { id: string; uploadedAt: string; approved: number };
};

/** Today in Karachi ("YYYY-MM-DD"), moved by `days`: statement dates near the orders the tests place now. */
export function day(days = 0): string {
  const karachi = new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000);
  return karachi.toISOString().slice(0, 10);
}

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
export const csvText = (rows: string[][]) => rows.map((row) => row.map(quoted).join(",")).join("\r\n");
export const csvFile = (rows: string[][], name = "statement.csv") => new File([csvText(rows)], name, { type: "text/csv" });

export async function xlsxBytes(rows: (string | number | Date | ExcelJS.CellValue)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Statement");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
export const xlsxFile = async (rows: Parameters<typeof xlsxBytes>[0], name = "statement.xlsx") =>
  new File([new Uint8Array(await xlsxBytes(rows))], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });

export async function postStatement(
  cookie: string,
  fields: { file?: File | string | null; bank?: string; mapping?: unknown; dryRun?: string | boolean },
) {
  const form = new FormData();
  form.set("bank", fields.bank ?? "Test Bank");
  if (fields.mapping !== undefined)
    form.set("mapping", typeof fields.mapping === "string" ? fields.mapping : JSON.stringify(fields.mapping));
  if (fields.dryRun !== undefined) form.set("dryRun", String(fields.dryRun));
  if (fields.file) form.set("file", fields.file);
  const result = await call(postStatementRoute, { cookie, body: form, method: "POST" });
  return { ...result, data: result.body.data as StatementData };
}

export type PendingPayment = {
  id: string;
  reference: string;
  transactionId: string;
  amount: number;
  learnerId: string;
  cookie: string;
  subjectId: string;
};

/** A learner's order of one subject at `price`, PENDING. */
export async function pendingPayment(price = 1500, transactionId = newTransactionId()): Promise<PendingPayment> {
  const learner = await createUser();
  const subject = await makeSubject(price);
  const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId });
  const data = body.data as { id: string; reference: string; amount: number };
  return { ...data, transactionId, learnerId: learner.id, cookie: learner.cookie, subjectId: subject.id };
}

/** Moves a payment's creation back in time (the date rule is tested this way, never by waiting). */
export async function placedDaysAgo(paymentId: string, days: number): Promise<void> {
  await getDb()
    .update(payments)
    .set({ createdAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(payments.id, paymentId));
}

export const admin = () => createUser({ isAdmin: true });
