import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { readinessSettings } from "@/db/schema";

/** The pass mark when no admin has set one (the column's default). */
export const DEFAULT_PASS_MARK = 70;

/** The exam pass mark (percent): what readiness is placed against and grand tests are passed at (lib/sitting-rules/pass.ts). */
export async function readPassMark(db: Executor = getDb()): Promise<number> {
  const [row] = await db.select({ passMark: readinessSettings.passMark }).from(readinessSettings).where(eq(readinessSettings.id, 1));
  return row?.passMark ?? DEFAULT_PASS_MARK;
}
