/**
 * The production front under attack (docs/operations.md, "The client's address"), against scripts/server.mjs:
 * a forged X-Forwarded-For neither escapes a per-address limit nor locks another address out,
 * with TRUST_PROXY_HOPS 0 and 1; a chunked 50 MB body is refused while the server's memory
 * stays put. The clients connect from different loopback addresses (127.0.0.x) to be different
 * sockets.
 */
import fs from "node:fs";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { attachServerLogs, freePort, removeDir, startAppServer, stopAllServers, tempDir, type AppServer } from "../support/servers";
import { signedInLearner } from "./flows";

const servers: Record<string, AppServer> = {};
const dataDirs: string[] = [];

async function server(hops: 0 | 1): Promise<AppServer> {
  const name = `transport-hops-${hops}`;
  if (servers[name]) return servers[name];
  const dataDir = tempDir(name);
  dataDirs.push(dataDir);
  servers[name] = await startAppServer({ name, port: await freePort(), dataDir, env: { TRUST_PROXY_HOPS: String(hops) } });
  return servers[name];
}

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await attachServerLogs(testInfo, Object.values(servers));
});
test.afterAll(async () => {
  await stopAllServers();
  dataDirs.forEach(removeDir);
});

/** `error`: the connection broke before an answer was read (`written` bytes of the body had been sent). */
type Sent = { status: number; body: string; error?: string; written?: number };

/** One request from a chosen local address; `chunks` are written without a Content-Length. */
function send(
  target: AppServer,
  path: string,
  options: { from: string; headers?: Record<string, string>; json?: unknown; chunks?: { size: number; total: number; fill?: number } },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
    const json = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
    if (json) headers["content-length"] = String(json.length);
    let answered = false;
    let written = 0;
    const request = http.request(
      `${target.url}${path}`,
      { method: "POST", headers, localAddress: options.from, agent: false },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          request.destroy(); // a refused upload is not finished: stop it
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() });
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (options.chunks) resolve({ status: 0, body: "", error: error.code ?? error.message, written });
      else reject(error);
    });
    if (json) return void request.end(json);
    const { size, total, fill = 0x20 } = options.chunks!;
    const chunk = Buffer.alloc(size, fill);
    const pump = () => {
      while (!answered && written < total) {
        written += size;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const contact = (target: AppServer, from: string, forwardedFor?: string) =>
  send(target, "/api/contact", {
    from,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    // A new email each time: the form also counts per email, and this is about the address.
    json: { name: "Prober", email: `prober-${crypto.randomUUID()}@example.com`, message: "hello" },
  });

/** The contact form takes 5 messages per address per hour (lib/contact/messages.ts). */
const CONTACT_PER_ADDRESS = 5;

test.describe("a client address nobody can forge", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test("TRUST_PROXY_HOPS=0: X-Forwarded-For is ignored, the socket counts", async () => {
    const target = await server(0);
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_PER_ADDRESS; i++) statuses.push((await contact(target, "127.0.0.2", `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]); // rotating the header does not escape

    for (let i = 0; i <= CONTACT_PER_ADDRESS; i++) await contact(target, "127.0.0.3", "127.0.0.4"); // names a victim
    expect((await contact(target, "127.0.0.4")).status).toBe(201); // the victim is not locked out
  });

  test("TRUST_PROXY_HOPS=1: only the address the proxy appended counts", async () => {
    const target = await server(1);
    // We play the proxy (socket 127.0.0.5); the client wrote the left part itself.
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_PER_ADDRESS; i++)
      statuses.push((await contact(target, "127.0.0.5", `198.51.100.${i + 1}, 203.0.113.10`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    for (let i = 0; i <= CONTACT_PER_ADDRESS; i++) await contact(target, "127.0.0.5", "203.0.113.11, 203.0.113.12");
    expect((await contact(target, "127.0.0.5", "203.0.113.11")).status).toBe(201);
  });
});

test.describe("bodies bounded while read", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  /** The server's resident memory (it is the process scripts/server.mjs runs in), in MB. */
  const rssMb = (target: AppServer) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${target.pid}/status`, "utf8"))![1]) / 1024;

  async function peakGrowth(target: AppServer, run: () => Promise<Sent>) {
    const before = rssMb(target);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(target))), 20);
    try {
      return { reply: await run(), growthMb: peak - before };
    } finally {
      clearInterval(sampler);
    }
  }

  const fiftyMb = { size: 64 * 1024, total: 50 * 1024 * 1024 };

  test("a chunked 50 MB body is refused with 413 while the server grows < 50 MB", async () => {
    const target = await server(0);
    const learner = await signedInLearner(target);
    const probes: [string, Record<string, string>][] = [
      ["/api/users/login", {}],
      ["/api/contact", {}],
      ["/api/quiz/submit", { cookie: learner.session.cookie! }],
      ["/api/notes/upload-note", { cookie: learner.session.cookie!, "content-type": "multipart/form-data; boundary=x" }],
      ["/api/payment/add", { cookie: learner.session.cookie!, "content-type": "multipart/form-data; boundary=x" }],
    ];
    for (const [path, headers] of probes) {
      await send(target, path, { from: "127.0.0.6", headers, chunks: { size: 1024, total: 1024 } }); // the route's code loaded first
      const { reply, growthMb } = await peakGrowth(target, () => send(target, path, { from: "127.0.0.6", headers, chunks: fiftyMb }));
      const outcome = reply.error ? `${reply.error} after ${(reply.written! / 1e6).toFixed(1)} MB sent` : String(reply.status);
      console.info(`[transport] ${path}: 50 MB chunked → ${outcome}, server RSS +${growthMb.toFixed(1)} MB`);
      // The server answers 413 and closes; a client still writing may hit the closed socket (EPIPE)
      // before it reads the answer. Either way the server stopped reading long before 50 MB.
      if (reply.error) expect(reply.written!, path).toBeLessThan(fiftyMb.total / 2);
      else expect(reply.status, `${path}: ${reply.body}`).toBe(413);
      expect(growthMb, path).toBeLessThan(50);
    }
    expect((await contact(target, "127.0.0.8")).status).toBe(201); // and it still serves
  });
});

/** A GET as it travels: the raw bytes and headers, nothing decoded. */
function getRaw(
  target: AppServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${target.url}${path}`, { headers, agent: false }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

test("JSON answers are gzipped once, by Next.js: the front writes none of Next's responses", async () => {
  test.setTimeout(300_000);
  const target = await server(0);
  const learner = await signedInLearner(target);
  const cookie = learner.session.cookie!;
  const plain = await getRaw(target, "/api/quiz", { cookie });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const gzipped = await getRaw(target, "/api/quiz", { cookie, "accept-encoding": "gzip" });
  expect(gzipped.status).toBe(200);
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(JSON.parse(plain.body.toString())); // encoded once
});
