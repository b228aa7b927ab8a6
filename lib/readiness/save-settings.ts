import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { readinessSettings } from "@/db/schema";
import { recountGrandTestPasses } from "@/lib/report-aggregates/record";
import type { ReadinessSettingsInput } from "./schemas";

/**
 * PUT /api/readiness/settings: the admin's pass mark (docs/rules.md, "Readiness"); zod has checked
 * 1–100. Grand tests are passed against it (lib/sitting-rules/pass.ts), so the report's pass counts of
 * grand tests follow it in the same transaction.
 */
export async function saveReadinessSettings(adminId: string, input: ReadinessSettingsInput): Promise<{ passMark: number }> {
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`insert into ${readinessSettings} (id, pass_mark, updated_at, updated_by) values (1, ${input.passMark}, now(), ${adminId})
      on conflict (id) do update set pass_mark = excluded.pass_mark, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
    await recountGrandTestPasses(tx, input.passMark);
  });
  return { passMark: input.passMark };
}
