import "server-only";
import { getConnection, type Database, type DatabaseConnection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { getEnv } from "@/lib/env";
import { ensureAdmin } from "./admin";

/**
 * Seeds the database when it is empty, and says whether it did; `configuredAdminId` is
 * ADMIN_EMAIL's admin, null when none is set. The demo's (demo/seed.ts) is handed in by
 * instrumentation.ts: demo/ sits above lib/, which never imports it (docs/rules.md, "Layers").
 */
export type Seeder = (db: Database, configuredAdminId: string | null) => Promise<boolean>;

/** Checks the environment, applies pending migrations, ensures ADMIN_EMAIL's admin, then lets `seed` run. */
export async function prepareDatabase(seed?: Seeder): Promise<{ kind: DatabaseConnection["kind"]; seeded: boolean }> {
  const env = getEnv();
  const connection = getConnection();
  await applyMigrations(connection);
  const adminId =
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? await ensureAdmin(connection.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
      : null;
  const seeded = seed ? await seed(connection.db, adminId) : false;
  return { kind: connection.kind, seeded };
}

type GlobalWithReady = typeof globalThis & { __anaesprepReady?: Promise<void> };

/** prepareDatabase once per process (kept across dev hot reloads), with a line in the log. */
export function prepareDatabaseOnce(seed?: Seeder): Promise<void> {
  const store = globalThis as GlobalWithReady;
  store.__anaesprepReady ??= prepareDatabase(seed).then(({ kind, seeded }) => {
    console.info(`[anaesprep] database ready (${kind}${seeded ? ", demo data seeded" : ""})`);
  });
  return store.__anaesprepReady;
}
