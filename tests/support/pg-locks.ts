import { getConnection } from "@/db/client";

/**
 * For tests of concurrent writers, which need PostgreSQL (PGlite runs one transaction at a time):
 * the postgres.js client under the app's connection, to hold locks from a connection of the test's own.
 */
export function postgresSql() {
  const connection = getConnection();
  if (connection.kind !== "postgres") throw new Error("PostgreSQL only");
  return connection.sql;
}

/** The backends waiting for a lock that backend `pid` holds. */
export const blockedBy = async (pid: number) =>
  (await postgresSql()`select pid from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`).map((row) => Number(row.pid));

/** Polls until `done` (another backend's state, which sends no event), at most 5 seconds. */
export const until = async (done: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await done()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
};
