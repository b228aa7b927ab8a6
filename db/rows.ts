import { sql, type SQL } from "drizzle-orm";
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

/**
 * A list as ONE array parameter (`= any(${pgArray(ids, "uuid")})`): drizzle would spread a JS array
 * into one parameter per element, which thousands of ids (a bank statement) should not be.
 */
export function pgArray(values: readonly (string | null)[], type: "uuid" | "text"): SQL {
  const literal = `{${values.map((value) => (value === null ? "NULL" : `"${value.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
