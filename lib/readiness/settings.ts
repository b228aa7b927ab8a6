import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { queryRows } from "@/db/rows";
import type { ReadinessSettingsInput } from "./schemas";

/** The pass mark when no admin has set one (the column's default). */
export const DEFAULT_PASS_MARK = 70;

export async function readPassMark(db: Executor = getDb()): Promise<number> {
  const [row] = await queryRows<{ passMark: number }>(db, sql`select pass_mark as "passMark" from readiness_settings where id = 1`);
  return row?.passMark ?? DEFAULT_PASS_MARK;
}

/** PUT /api/readiness/settings: the admin's pass mark (docs/rules.md, "Readiness"); zod has checked 1–100. */
export async function saveReadinessSettings(adminId: string, input: ReadinessSettingsInput): Promise<{ passMark: number }> {
  await getDb()
    .execute(sql`insert into readiness_settings (id, pass_mark, updated_at, updated_by) values (1, ${input.passMark}, now(), ${adminId})
    on conflict (id) do update set pass_mark = excluded.pass_mark, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
  return { passMark: input.passMark };
}
