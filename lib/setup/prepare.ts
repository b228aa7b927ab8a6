import "server-only";
import { getConnection, type Database, type DatabaseConnection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { getEnv, type Env } from "@/lib/env";
import { ensureAdmin } from "./admin";
import { disablePublishedAccounts, hasActiveAdmin, type PublishedAccount } from "./published-accounts";

/**
 * Seeds the database when it is empty, and says whether it did; `configuredAdminId` is
 * ADMIN_EMAIL's admin, null when none is set.
 */
export type Seeder = (db: Database, configuredAdminId: string | null) => Promise<boolean>;

/**
 * The demo (demo/seed.ts and demo/accounts.ts), handed in by instrumentation.ts: demo/ sits above
 * lib/, which never imports it (docs/rules.md, "Layers"). `accounts` are the sign-ins README.md
 * publishes, which a real database must never accept.
 */
export type DemoContent = { seed: Seeder; accounts: readonly PublishedAccount[] };

/** What the start may do to this database (docs/rules.md, "Starting on a real database"). */
export type StartPolicy = { realDatabase: boolean; seedDemo: boolean };

export const startPolicy = (env: Env): StartPolicy => ({
  realDatabase: Boolean(env.DATABASE_URL),
  // The embedded default is a local try-out: it always gets the demo. A real database only on request.
  seedDemo: !env.DATABASE_URL || env.SEED_DEMO,
});

/** Thrown when a real database would start with nobody able to run it. */
export const NO_ADMIN_MESSAGE =
  'no admin account: set ADMIN_EMAIL and ADMIN_PASSWORD for the first start on a new database (docs/operations.md, "Deploying"), or SEED_DEMO=1 for a staging server with the demo.';

/**
 * Applies pending migrations, ensures ADMIN_EMAIL's admin, then on a real database switches off
 * the published demo sign-ins (unless SEED_DEMO asks for the demo) and refuses to go on without an
 * admin; the demo is seeded only where the policy allows it.
 */
export async function prepareDatabase(
  demo?: DemoContent,
  { env = getEnv(), connection = getConnection() }: { env?: Env; connection?: DatabaseConnection } = {},
): Promise<{ kind: DatabaseConnection["kind"]; seeded: boolean; disabled: string[] }> {
  const policy = startPolicy(env);
  const { db } = connection;
  await applyMigrations(connection);
  const adminId =
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }) : null;
  // A real database without the demo: nobody may sign in with what README.md publishes, and someone must run it.
  const live = policy.realDatabase && !policy.seedDemo;
  const disabled = live && demo ? await disablePublishedAccounts(db, demo.accounts) : [];
  for (const email of disabled) console.warn(`[anaesprep] disabled ${email}: it still had the demo's published password`);
  if (live && !(await hasActiveAdmin(db))) throw new Error(NO_ADMIN_MESSAGE);
  const seeded = policy.seedDemo && demo ? await demo.seed(db, adminId) : false;
  return { kind: connection.kind, seeded, disabled };
}

type GlobalWithReady = typeof globalThis & { __anaesprepReady?: Promise<void> };

/** prepareDatabase once per process (kept across dev hot reloads), with a line in the log. */
export function prepareDatabaseOnce(demo?: DemoContent): Promise<void> {
  const store = globalThis as GlobalWithReady;
  store.__anaesprepReady ??= prepareDatabase(demo).then(({ kind, seeded }) => {
    console.info(`[anaesprep] database ready (${kind}${seeded ? ", demo data seeded" : ""})`);
  });
  return store.__anaesprepReady;
}
