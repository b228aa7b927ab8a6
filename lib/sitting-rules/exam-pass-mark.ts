import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { queryRows } from "@/db/rows";

/** The pass mark when no admin has set one (the column's default). */
export const DEFAULT_PASS_MARK = 70;

/** The exam pass mark (percent): what readiness is placed against and grand tests are passed at (lib/sitting-rules/pass.ts). */
export async function readPassMark(db: Executor = getDb()): Promise<number> {
  const [row] = await queryRows<{ passMark: number }>(db, sql`select pass_mark as "passMark" from readiness_settings where id = 1`);
  return row?.passMark ?? DEFAULT_PASS_MARK;
}
