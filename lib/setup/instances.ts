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
  const problemBeside = async () => {
    const others = env.DATABASE_URL ? await announce(env.DATABASE_URL, self) : [];
    const problem = instanceSetupProblem({
      instances: env.INSTANCES,
      sharedDatabase: Boolean(env.DATABASE_URL),
      // Set by `npm start` when it generated the secret into DATA_DIR (scripts/start.mjs).
      generatedSecret: process.env.ANAESPREP_GENERATED_AUTH_SECRET === "1",
      self,
      others,
    });
    return { others, problem };
  };
  const { others, problem } = await problemBeside();
  if (problem) throw new Error(`cannot run beside other instances: ${problem}`);
  if (others.length > 0) console.info(`[anaesprep] running beside ${others.length} other instance(s) on this database`);
  if (!env.DATABASE_URL) return;
  // Every minute: the presence connection comes back after a database restart, and an instance
  // started beside this one since (a race at start, or one started without the check) is named.
  let warned = false;
  setInterval(() => {
    problemBeside()
      .then(({ problem: now }) => {
        if (now && !warned) console.error(`[anaesprep] this instance cannot work beside the others: ${now}`);
        warned = Boolean(now);
      })
      .catch(() => {}); // the database is down: the requests say so, and the next minute tries again
  }, 60_000).unref();
}

let presence: postgres.Sql | undefined;

async function announce(databaseUrl: string, self: InstancePresence): Promise<InstancePresence[]> {
  // max_lifetime null: postgres.js otherwise ends a connection after 30–60 minutes.
  presence ??= postgres(databaseUrl, {
    max: 1,
    max_lifetime: null,
    onnotice: () => {},
    connection: { application_name: presenceName(self) },
  });
  // The connection opens with this query, so an instance that checks after this one sees it.
  const rows = await presence<{ name: string }[]>`
    select distinct application_name as name from pg_stat_activity
    where datname = current_database() and application_name like ${`${PRESENCE_PREFIX} %`} and pid <> pg_backend_pid()`;
  return rows.flatMap(({ name }) => {
    const other = parsePresenceName(name);
    return other && other.id !== self.id ? [other] : [];
  });
}
