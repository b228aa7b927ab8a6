import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { DatabaseConnection } from "./client";

const migrationsFolder = path.join(process.cwd(), "drizzle");
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 724_001;

export async function applyMigrations(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === "pglite") {
    await migratePglite(connection.db as never, { migrationsFolder });
    return;
  }
  // One dedicated connection: the advisory lock belongs to the session that took it.
  const single = postgres(connection.url, { max: 1, onnotice: () => {} });
  try {
    await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzle(single), { migrationsFolder });
  } finally {
    await single.end({ timeout: 5 });
  }
}
