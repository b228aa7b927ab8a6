import "server-only";
import type { SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";

/**
 * The rows of a hand-written statement (the analytics aggregates are CTEs the query builder would
 * only obscure). postgres.js answers an array, PGlite `{ rows }`: both come out as an array. Every
 * number is cast in SQL (::int, ::float8) so that it arrives as a JS number from either driver.
 */
export async function selectRows<Row>(query: SQL, executor: Executor = getDb()): Promise<Row[]> {
  const result: unknown = await executor.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
