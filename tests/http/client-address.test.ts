/**
 * The client's address (docs/operations.md, "The client's address"; docs/rules.md, "Accounts and
 * sessions"): the production front stamps the address it computed from the socket with its
 * process's token, and a route handler believes nothing else. A request that did not come through
 * the front (`next start`, `next dev`) brings no stamp: whatever address headers it carries, it
 * counts as the one unidentified client, so the per-address limits still hold.
 * e2e/system/next-start-address.spec.ts shows the same against a real `next start`.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { POST as login } from "@/app/api/users/login/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { createFront } from "@/server/front";
import { clientIp } from "@/lib/api/handler";
import { LOGIN_TRIES_PER_IP } from "@/lib/auth/credentials";
import { setUpTestDatabase, uniqueEmail } from "../support/db";
import { call, randomClientIp, type CallResult } from "../support/http";

setUpTestDatabase();

/** Address headers a client can send, each one different: plain, as a proxy would, or with a guessed stamp. */
const forgedAddress = (i: number): Record<string, string> => ({
  [CLIENT_ADDRESS_HEADER]: i % 2 === 0 ? `198.51.100.${i}` : `${randomUUID()} 198.51.100.${i}`,
  "x-forwarded-for": `203.0.113.${i}`,
});

describe("through the front", () => {
  let front: http.Server;
  let base: string;
  /** The address a route handler behind the front reads, as Next.js would hand it the headers. */
  let seen: string | null | undefined;
  beforeAll(async () => {
    front = http.createServer(
      createFront((request, response) => {
        const headers = Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]);
        seen = clientIp(new Request("http://localhost/api/health", { headers }));
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      }),
    );
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

  it("the handler reads the socket's address, never the one the client sent", async () => {
    for (let i = 0; i < 2; i++) {
      seen = undefined;
      expect((await fetch(`${base}/api/health`, { headers: forgedAddress(i) })).status).toBe(200);
      expect(seen).toBe("127.0.0.1");
    }
  });
});

describe("without the front", () => {
  const tally = (results: CallResult[]) =>
    results.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it("a route handler knows no address from a client's headers", () => {
    for (let i = 0; i < 2; i++) expect(clientIp(new Request("http://localhost/api/users/login", { headers: forgedAddress(i) }))).toBeNull();
  });

  it(`every request is one client: ${LOGIN_TRIES_PER_IP.limit} sign-in tries, then 429, whatever addresses they claim`, async () => {
    // The unidentified client's count starts at zero here, also on a PostgreSQL that other files share.
    await getDb().delete(rateLimits).where(like(rateLimits.key, "%:unidentified"));
    const tries = LOGIN_TRIES_PER_IP.limit + 5;
    const results = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        call(login, { json: { email: uniqueEmail("spray"), password: "guess-1234" }, headers: forgedAddress(i) }),
      ),
    );
    expect(tally(results)).toEqual({ 401: LOGIN_TRIES_PER_IP.limit, 429: tries - LOGIN_TRIES_PER_IP.limit });
    // An address the front vouches for is a client of its own, not the unidentified one.
    const identified = await call(login, { json: { email: uniqueEmail("other"), password: "guess-1234" }, headers: randomClientIp() });
    expect(identified.status).toBe(401);
  }, 60_000);
});
