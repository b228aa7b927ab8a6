import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withReservedTransactions } from "@/db/reserved-transactions";

/**
 * A statement acknowledged outside a transaction is never undone by another request's rollback
 * (db/reserved-transactions.ts). Every connection of the pool is busy first, as on exam day, so
 * postgres.js dispatches what follows as connections free up; with its own `sql.begin` this loses
 * acknowledged inserts and fails transactions with UNSAFE_TRANSACTION on every run here.
 */
describe.skipIf(!process.env.DATABASE_URL)("transactions on a saturated postgres.js pool, on PostgreSQL", () => {
  let sql: postgres.Sql;
  // Its own table: test files run at once on one database.
  const table = `reserved_tx_probe_${process.pid}_${Math.floor(Math.random() * 1e9)}`;

  beforeAll(async () => {
    // The app's pool settings (db/client.ts), on three connections.
    const settings = { max: 3, max_pipeline: 1, onnotice: () => {} };
    sql = postgres(process.env.DATABASE_URL!, settings);
    await sql`create table ${sql(table)} (id int primary key)`;
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql(table)}`;
    await sql.end({ timeout: 5 });
  });

  it("keeps every acknowledged write while other transactions roll back", { timeout: 30_000 }, async () => {
    const pool = withReservedTransactions(sql);
    let next = 0;
    let acknowledged = 0;
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      const work: Promise<unknown>[] = Array.from({ length: 3 }, () => pool`select pg_sleep(0.05)`);
      for (let i = 0; i < 12; i++) {
        if (i % 2 === 0) {
          work.push(pool`insert into ${sql(table)} values (${++next})`.then(() => acknowledged++));
          continue;
        }
        const rolledBack = pool.begin(async (tx) => {
          await tx`select 1`;
          throw new Error("rolled back on purpose");
        });
        work.push(rolledBack.catch((error: Error) => error.message === "rolled back on purpose" || failures.push(error.message)));
      }
      await Promise.all(work);
    }

    const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)}`;
    expect(failures).toEqual([]);
    expect(stored!.n).toBe(acknowledged);
  });

  it("commits what the function wrote and returns its value", async () => {
    const pool = withReservedTransactions(sql);
    const value = await pool.begin(async (tx) => {
      await tx`insert into ${sql(table)} values (-1)`;
      return "done";
    });
    expect(value).toBe("done");
    expect(await sql`select 1 from ${sql(table)} where id = -1`).toHaveLength(1);
  });
});
