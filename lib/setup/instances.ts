import "server-only";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { getEnv, type Env } from "@/lib/env";
import {
  instanceSetupProblem,
  parsePresenceName,
  presenceName,
  presenceOf,
  PRESENCE_PREFIX,
  type InstancePresence,
} from "./instance-setup";

/**
 * Announces this instance on its PostgreSQL and reads who else runs there, then refuses a setup in
 * which they cannot work together (./instance-setup.ts). The announcement is one connection of its
 * own, named in `pg_stat_activity`, held for the life of the process: an instance that stops or
 * dies drops it at once, so nothing is written and nothing has to expire.
 */
export async function checkInstanceSetup(env: Env = getEnv()): Promise<void> {
  const self = presenceOf(env, randomBytes(4).toString("hex"));
  const others = env.DATABASE_URL ? await announce(env.DATABASE_URL, self) : [];
  const problem = instanceSetupProblem({
    instances: env.INSTANCES,
    sharedDatabase: Boolean(env.DATABASE_URL),
    // Set by `npm start` when it generated the secret into DATA_DIR (scripts/start.mjs).
    generatedSecret: process.env.ANAESPREP_GENERATED_AUTH_SECRET === "1",
    self,
    others,
  });
  if (problem) throw new Error(`cannot run beside other instances: ${problem}`);
  if (others.length > 0) console.info(`[anaesprep] running beside ${others.length} other instance(s) on this database`);
}

let presence: postgres.Sql | undefined;

async function announce(databaseUrl: string, self: InstancePresence): Promise<InstancePresence[]> {
  presence ??= postgres(databaseUrl, { max: 1, idle_timeout: 0, onnotice: () => {}, connection: { application_name: presenceName(self) } });
  // The connection opens with this query, so an instance that checks after this one sees it.
  const rows = await presence<{ name: string }[]>`
    select distinct application_name as name from pg_stat_activity
    where datname = current_database() and application_name like ${`${PRESENCE_PREFIX} %`} and pid <> pg_backend_pid()`;
  return rows.flatMap(({ name }) => {
    const other = parsePresenceName(name);
    return other && other.id !== self.id ? [other] : [];
  });
}
