import postgres from "postgres";

/**
 * Runs one statement on the PostgreSQL server of `databaseUrl`, connected to its default database
 * (`postgres`), then closes: how the tests make and drop their databases.
 */
export async function onDatabaseServer(databaseUrl: string, statement: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await statement(sql);
  } finally {
    await sql.end();
  }
}
