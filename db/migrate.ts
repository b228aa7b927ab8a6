import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { DatabaseConnection } from "./client";

const migrationsFolder = path.join(process.cwd(), "drizzle");
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 724_001;

export async function applyMigrations(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === "pglite") {
    await migratePglite(connection.db as never, { migrationsFolder });
    return;
  }
  const reserved = await connection.sql.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzle(reserved), { migrationsFolder });
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
    reserved.release();
  }
}
