import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/**
 * The rows of a hand-written statement, whichever driver runs it (postgres.js answers an array,
 * PGlite `{ rows }`). Columns come back as PostgreSQL names them and untyped by drizzle: alias
 * them, and send times as `to_json(...)` (ISO strings on both drivers).
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
