import type postgres from "postgres";

/**
 * A postgres.js pool whose transactions each begin on a connection reserved for them first.
 *
 * Why: postgres.js 3.4.9's `sql.begin` writes BEGIN through the pool's ordinary dispatch, and for a
 * moment after that write the connection stays in the pool's "busy" list, where the pool pipelines
 * any other request's statement onto it. That statement then runs inside the transaction and
 * commits or rolls back with it: an answer acknowledged to one candidate was lost when another
 * request's transaction rolled back. When BEGIN itself is the pipelined statement, its connection
 * is never reserved at all (`UNSAFE_TRANSACTION`, and the transaction is left open on the server).
 * Measured: `bench/grand-test.mjs` on a loaded machine lost 213 acknowledged answers and answered
 * 57 Ends with 500 (docs/benchmarks.md, "One server, no slowdown"); postgres.js 3.4.9 has no fix.
 *
 * `sql.reserve()` takes an idle connection (or waits for one) and keeps it out of the pool until
 * `release()`, so no other statement can reach it while the transaction is open. drizzle calls
 * `begin(fn)` on the client it was given (drizzle-orm/postgres-js, `transaction`); this wraps the
 * pool so that call lands here. Everything else is the pool itself.
 */
export function withReservedTransactions(sql: postgres.Sql): postgres.Sql {
  const begin = (fn: (tx: postgres.Sql) => Promise<unknown>) => inReservedTransaction(sql, fn);
  return new Proxy(sql, { get: (target, key, receiver) => (key === "begin" ? begin : Reflect.get(target, key, receiver)) });
}

async function inReservedTransaction<T>(sql: postgres.Sql, fn: (tx: postgres.Sql) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  let open = false;
  try {
    await connection.unsafe("begin");
    open = true;
    const result = await fn(connection);
    open = false;
    await connection.unsafe("commit");
    return result;
  } catch (error) {
    // A failed statement leaves the transaction aborted; a failed commit has ended it already.
    if (open) await connection.unsafe("rollback").catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
