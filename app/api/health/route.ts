import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Liveness and database readiness for load balancers and the test runner. */
export const GET = handle(async () => {
  await getDb().execute(sql`select 1`);
  return ok({ status: "ok" });
});
