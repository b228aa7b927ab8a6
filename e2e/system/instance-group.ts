/**
 * Several instances for a system spec (docs/operations.md, "Several instances"): production servers
 * on one fresh PostgreSQL database, told they are several (`INSTANCES`), sharing the runner's S3
 * bucket (else one DATA_DIR declared shared), started together on the empty database as a
 * deployment would start them: migrations, seed and admin must cope with each other.
 */
import { test } from "@playwright/test";
import {
  attachServerLogs,
  createDatabase,
  freePort,
  removeDir,
  sharedStorageEnv,
  startAppServer,
  stopAllServers,
  SYSTEM_ADMIN,
  tempDir,
  type AppServer,
  type FreshDatabase,
} from "../support/servers";
import { startMailCapture, type MailCapture } from "./mail-capture";

export type InstanceGroup = {
  database: FreshDatabase;
  servers: AppServer[];
  /** The mail server of each instance, in the order of `servers` (the same one for all unless `mailEach`). */
  mails: MailCapture[];
};

type GroupOptions = {
  /** A mail server of its own for each instance (a test that holds one instance's mail); one shared by default. */
  mailEach?: boolean;
  /** The URL the instances reach the database by (a link in front of it); the database's own by default. */
  reach?(database: FreshDatabase): Promise<string>;
};

/**
 * Registers hooks in the calling test file: before all, one instance per name (available on the returned
 * group) with its mail server; after a failed test, their logs; after all, every server stopped, the
 * mail servers closed and the database dropped.
 */
export function instanceGroupForSpec(label: string, names: string[], options: GroupOptions = {}): InstanceGroup {
  let database: FreshDatabase | undefined;
  let dataDir: string | undefined;
  const group: InstanceGroup = {
    get database() {
      if (!database) throw new Error(`${label}: the database exists once the group's beforeAll has run`);
      return database;
    },
    servers: [],
    mails: [],
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const captures = await Promise.all((options.mailEach ? names : [label]).map(async () => startMailCapture(await freePort())));
    group.mails.push(...names.map((_, i) => captures[i] ?? captures[0]!));
    database = await createDatabase(label);
    dataDir = tempDir(label);
    const databaseUrl = options.reach ? await options.reach(database) : database.url;
    const env = {
      ADMIN_EMAIL: SYSTEM_ADMIN.email,
      ADMIN_PASSWORD: SYSTEM_ADMIN.password,
      INSTANCES: String(names.length),
      ...sharedStorageEnv(),
    };
    const ports = await Promise.all(names.map(() => freePort()));
    const started = await Promise.allSettled(
      names.map((name, i) =>
        startAppServer({ name, port: ports[i]!, databaseUrl, dataDir: dataDir!, env: { ...env, SMTP_URL: group.mails[i]!.smtpUrl } }),
      ),
    );
    for (const result of started) if (result.status === "fulfilled") group.servers.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await attachServerLogs(testInfo, group.servers);
  });

  test.afterAll(async () => {
    await stopAllServers();
    await Promise.all([...new Set(group.mails)].map((capture) => capture.close()));
    await database?.drop().catch((error) => console.error(`[${label}] could not drop ${database?.name}:`, error));
    removeDir(dataDir);
  });

  return group;
}
