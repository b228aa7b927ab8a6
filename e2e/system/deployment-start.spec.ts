/**
 * The first start on a real database (docs/rules.md, "Starting on a real database"): the production
 * server on a fresh PostgreSQL database, as an owner deploys it. No admin: it refuses to serve.
 * An admin: an empty catalogue and no demo sign-in. SEED_DEMO=1: the demo, for a staging server.
 */
import { expect, test } from "@playwright/test";
import { DEMO_LEARNER } from "../fixtures";
import {
  attachServerLogs,
  createDatabase,
  freePort,
  removeDir,
  startAppServer,
  stopAllServers,
  SYSTEM_ADMIN,
  tempDir,
  type AppServer,
  type FreshDatabase,
} from "../support/servers";
import { describeReply, Session } from "./api";

test.skip(!process.env.DATABASE_URL, "needs PostgreSQL (DATABASE_URL): the deployment case is a real database");

const databases: FreshDatabase[] = [];
const dirs: string[] = [];
const servers: AppServer[] = [];

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await attachServerLogs(testInfo, servers);
  await stopAllServers();
});
test.afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop().catch(() => {})));
  dirs.forEach(removeDir);
});

async function startOnFreshDatabase(label: string, env: Record<string, string>) {
  const database = await createDatabase(label);
  databases.push(database);
  const dataDir = tempDir(label);
  dirs.push(dataDir);
  return startAppServer({ name: label, port: await freePort(), databaseUrl: database.url, dataDir, env: { SEED_DEMO: "", ...env } });
}

test("with no admin anywhere, the server refuses to start and names ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
  test.setTimeout(180_000);
  const failure = await startOnFreshDatabase("no-admin", {}).then(
    (server) => (servers.push(server), "it started"),
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/exited \(code [1-9]/);
  expect(failure).toContain("ADMIN_EMAIL");
  expect(failure).toContain("ADMIN_PASSWORD");
});

test("with ADMIN_EMAIL: an empty catalogue, no demo sign-in, the owner's admin signs in", async () => {
  test.setTimeout(180_000);
  const server = await startOnFreshDatabase("owner", { ADMIN_EMAIL: SYSTEM_ADMIN.email, ADMIN_PASSWORD: SYSTEM_ADMIN.password });
  servers.push(server);
  const visitor = new Session();
  const catalogue = await visitor.get(server, "/api/subjects");
  expect(catalogue.status, describeReply(catalogue)).toBe(200);
  expect(catalogue.json.data).toEqual([]);
  const demo = await visitor.post(server, "/api/users/login", { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password });
  expect(demo.status, describeReply(demo)).toBe(401);
  const owner = await new Session("owner").post(server, "/api/users/login", SYSTEM_ADMIN);
  expect(owner.status, describeReply(owner)).toBe(200);
});

test("with SEED_DEMO=1: the demo catalogue and the demo learner, for a staging server", async () => {
  test.setTimeout(180_000);
  const server = await startOnFreshDatabase("staging", { SEED_DEMO: "1" });
  servers.push(server);
  const catalogue = await new Session().get(server, "/api/subjects");
  expect(catalogue.json.data.length).toBeGreaterThan(0);
  const demo = await new Session("demo").post(server, "/api/users/login", { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password });
  expect(demo.status, describeReply(demo)).toBe(200);
});
