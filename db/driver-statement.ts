import { fillPlaceholders } from "drizzle-orm";
import type { DatabaseConnection } from "./client";

/** A prepared drizzle statement as far as this file needs it: its SQL and parameters, and drizzle's own run. */
type PreparedStatement<Values> = {
  getQuery(): { sql: string; params: unknown[] };
  execute(values: Values): Promise<readonly unknown[]>;
};

/** Runs the statement with its placeholders' values; resolves to the rows it returned. */
export type StatementRunner<Values> = (values: Values) => Promise<readonly unknown[]>;

/**
 * A statement drizzle built from the schema's tables and prepared, run on PostgreSQL by
 * postgres.js itself, the way drizzle runs it (`unsafe` with `prepare: true`) but without its five
 * nested async layers (tracing spans, the query cache, error wrapping). Each layer is a promise,
 * and while Next.js serves the process every promise also runs the async-context hooks: for the
 * exam-day answer save that was a sixth of its CPU (docs/benchmarks.md, "Exam day"). Errors are
 * postgres.js's own, which lib/api/plain-response.ts reads as it reads drizzle's causes. PGlite,
 * the embedded database, keeps drizzle's run.
 */
export function driverStatement<Values extends Record<string, unknown>>(
  connection: DatabaseConnection,
  statement: PreparedStatement<Values>,
): StatementRunner<Values> {
  if (connection.kind !== "postgres") return (values) => statement.execute(values);
  const { sql: built, params } = statement.getQuery();
  // A flat copy: drizzle joins the text from many pieces, and postgres.js looks the statement up by
  // its text on every run, which walked those pieces again each time (5 µs of the answer save).
  const text = Buffer.from(built).toString();
  const client = connection.sql;
  return (values) => client.unsafe(text, fillPlaceholders(params, values) as never[], { prepare: true });
}
