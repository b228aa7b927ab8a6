import { getEnv } from "@/lib/env";
import { getConnection } from "./client";
import { applyMigrations } from "./migrate";
import { ensureAdmin, DEMO_ADMIN } from "./admin";
import { isEmptyDatabase, seedIfEmpty } from "./seed";
import { keepDemoGrandTestOpen } from "./seed-grand-tests";

type GlobalWithReady = typeof globalThis & { __anaesprepReady?: Promise<void> };

/** Migrates, seeds an empty database and ensures the admin account, once per process. */
export function prepareDatabase(): Promise<void> {
  const store = globalThis as GlobalWithReady;
  store.__anaesprepReady ??= (async () => {
    const env = getEnv();
    const connection = getConnection();
    await applyMigrations(connection);
    await keepDemoGrandTestOpen(connection.db);
    const configuredAdmin = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null;
    const empty = await isEmptyDatabase(connection.db);
    if (!configuredAdmin && !empty) {
      console.info(`[anaesprep] database ready (${connection.kind})`);
      return;
    }
    const adminId = await ensureAdmin(connection.db, configuredAdmin ?? DEMO_ADMIN);
    const seeded = empty && (await seedIfEmpty(connection.db, adminId));
    console.info(`[anaesprep] database ready (${connection.kind}${seeded ? ", demo data seeded" : ""})`);
  })();
  return store.__anaesprepReady;
}
