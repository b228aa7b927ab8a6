/**
 * The app served by plain `next start`, without the production front (docs/operations.md, "The
 * client's address"; docs/rules.md, "Accounts and sessions"): no request's address is known, so a
 * client that sends its own address headers, different each time, still meets the per-address
 * limits on sign-in and registration, because every such request counts as one client.
 *
 * A Playwright spec rather than a Vitest one: it needs a real build, which exists only once the
 * Playwright webServer has made it (scripts/test.sh runs Vitest before that, on a fresh clone
 * without a build). tests/http/client-address.test.ts checks the same rule on the route handlers.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { attachServerLogs, freePort, removeDir, startAppServer, stopAllServers, tempDir, type AppServer } from "../support/servers";

/** lib/auth/credentials.ts, LOGIN_TRIES_PER_IP; lib/users/accounts.ts, REGISTRATIONS_PER_IP. */
const SIGN_IN_TRIES_PER_ADDRESS = 30;
const REGISTRATIONS_PER_ADDRESS = 50;

let server: AppServer | undefined;
let dataDir: string | undefined;

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = tempDir("next-start");
  // A proxy is declared trusted: even so, without the front no X-Forwarded-For is believed.
  server = await startAppServer({
    name: "next-start",
    port: await freePort(),
    dataDir,
    withoutFront: true,
    env: { TRUST_PROXY_HOPS: "1" },
  });
});
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await attachServerLogs(testInfo, [server]);
});
test.afterAll(async () => {
  await stopAllServers();
  removeDir(dataDir);
});

/** The `i`-th address a client claims, in the front's own header (bare, or with a guessed token) and as a proxy would. */
const claimedAddress = (i: number) => ({
  "x-anaesprep-client-address": i % 2 === 0 ? `198.51.100.${i % 250}` : `${randomUUID()} 198.51.100.${i % 250}`,
  "x-forwarded-for": `203.0.113.${i % 250}`,
});
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@anaesprep.test`;

/** Sends `count + 1` requests one after the other, each claiming another address; answers their statuses. */
async function statusesOf(request: APIRequestContext, count: number, path: string, data: () => object) {
  const statuses: number[] = [];
  for (let i = 0; i <= count; i++) {
    const answer = await request.post(`${server!.url}${path}`, { data: data(), headers: claimedAddress(i) });
    statuses.push(answer.status());
    if (answer.status() === 429) expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  }
  return statuses;
}

test(`sign-in: ${SIGN_IN_TRIES_PER_ADDRESS} tries, then 429, whatever address each try claims`, async ({ request }) => {
  // A new email each time: sign-in also counts per email, and this is about the address.
  const statuses = await statusesOf(request, SIGN_IN_TRIES_PER_ADDRESS, "/api/users/login", () => ({
    email: email("spray"),
    password: "guess-1234",
  }));
  expect(statuses).toEqual([...Array<number>(SIGN_IN_TRIES_PER_ADDRESS).fill(401), 429]);
  // The operator is told why (once): the app runs without its front.
  expect(server!.logTail(200)).toContain("[client-address] A request reached Next.js without the production front");
});

test(`registration: ${REGISTRATIONS_PER_ADDRESS} learners, then 429, whatever address each claims`, async ({ request }) => {
  const statuses = await statusesOf(request, REGISTRATIONS_PER_ADDRESS, "/api/users/register", () => ({
    email: email("burst"),
    password: "a-good-password",
    name: "Sana Malik",
    phone: "03211234567",
  }));
  expect(statuses).toEqual([...Array<number>(REGISTRATIONS_PER_ADDRESS).fill(201), 429]);
});
