#!/usr/bin/env node
// The production server (`npm start` runs it after building): Next.js serves every request, except
// the exam-day hot path, whose route handler (the same compiled app/api/quiz/submit/route.ts, with
// its session check, zod and lib/ rule) is called directly. Next's per-request machinery (routing,
// manifests, async contexts, web-stream bodies) costs ~1.5 ms of CPU per request, six times the
// handler's own work, and on exam day hundreds of learners save answers at once. Measured by
// bench/exam-day.mjs, see docs/benchmarks.md.
//
//   PORT (3000), HOSTNAME (0.0.0.0); run from the project root with NODE_ENV=production.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import next from "next";
import { FRONT_BUNDLE } from "./build-front.mjs";

/**
 * Routes served without Next's pipeline: `METHOD /path` (exact path, no dynamic segments; the
 * handler reads only what DirectRequest offers, and nothing of next/headers).
 */
const DIRECT_ROUTES = ["POST /api/quiz/submit"];
/** Bodies past this size are refused while they are read (the JSON limit of lib/api/handler.ts). */
const MAX_BODY_BYTES = 1_000_000;

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";

// No `hostname` here: with one, Next.js builds middleware redirects on it (an absolute
// http://localhost:… behind a proxy) instead of answering a Location relative to the request.
const app = next({ dev: false, dir: root, port });
const handleWithNext = app.getRequestHandler();
await app.prepare(); // also runs instrumentation.ts: migrations, admin account, demo data

if (!fs.existsSync(FRONT_BUNDLE)) throw new Error(`${FRONT_BUNDLE} is missing: run npm run build (or npm start).`);
const { createFront } = await import(FRONT_BUNDLE);
const direct = await loadDirectRoutes();
const server = http.createServer(
  createFront((request, response) => {
    const route = direct.get(`${request.method} ${request.url?.split("?")[0]}`);
    if (route) serveDirect(route, request, response);
    else handleWithNext(request, response);
  }),
);
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
  console.info(`[server] ready on http://${shown}:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => app.close().finally(() => process.exit(0))); // finish the requests in flight…
    setTimeout(() => process.exit(1), 5_000).unref(); // …for five seconds at most
  });
}

/** Each route's compiled handler and the response headers next.config.ts gives its path. */
async function loadDirectRoutes() {
  const distDir = path.join(root, ".next");
  const { headers: headerRules } = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  const routes = new Map();
  for (const key of DIRECT_ROUTES) {
    const [method, pathname] = key.split(" ");
    // A webpack async module (its imports include ESM-only postgres): the exports are a promise.
    const compiled = await require(path.join(distDir, "server", "app", pathname, "route.js"));
    const handler = compiled.routeModule?.userland?.[method];
    if (typeof handler !== "function") throw new Error(`${key}: no compiled handler in .next (build first)`);
    const rules = headerRules.filter((rule) => new RegExp(rule.regex).test(pathname));
    if (rules.some((rule) => rule.has || rule.missing))
      throw new Error(`${key}: conditional headers() rules are not supported on direct routes`);
    const headers = rules.flatMap((rule) => rule.headers);
    routes.set(key, { handler, headers: Object.fromEntries(headers.map(({ key: name, value }) => [name.toLowerCase(), value])) });
  }
  return routes;
}

async function serveDirect({ handler, headers }, request, response) {
  try {
    const url = URL.parse(request.url, `${protocolOf(request)}://${request.headers.host ?? `localhost:${port}`}`);
    if (!url) return void reply(response, 400, headers, "The request's Host header is not valid.");
    const webRequest = new DirectRequest(request, url.href);
    const answer = await handler(webRequest, { params: Promise.resolve({}) });
    const payload = Buffer.from(await answer.arrayBuffer());
    const outgoing = { ...headers };
    answer.headers.forEach((value, name) => {
      if (name !== "set-cookie") outgoing[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) outgoing["set-cookie"] = cookies;
    outgoing["content-length"] = payload.length;
    response.writeHead(answer.status, outgoing).end(payload);
  } catch (error) {
    console.error(`[server] ${request.method} ${request.url} failed`, error);
    if (response.headersSent) return response.destroy();
    reply(response, 500, headers, "Something went wrong on our side. Please try again.");
  }
}

/** As Next.js sees it: https when the proxy in front says so, or when this socket is TLS. */
function protocolOf(request) {
  const forwarded = request.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first === "https" || request.socket.encrypted ? "https" : "http";
}

function reply(response, status, headers, message) {
  const payload = JSON.stringify({ success: false, message });
  response.writeHead(status, { ...headers, "content-type": "application/json", "cache-control": "no-store" }).end(payload);
}

function webHeaders(incoming) {
  const result = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

/**
 * What a direct route gets instead of a WHATWG Request: the method, URL, headers and body of it,
 * without the AbortSignal and body stream every `new Request` builds (a fifth of the hot path's
 * CPU on Node 20). So a direct route may only read these, and the body through text() or json().
 * The body is read only when asked for (a refused session never uploads its body to memory).
 */
class DirectRequest {
  #incoming;

  constructor(incoming, url) {
    this.method = incoming.method;
    this.url = url;
    this.headers = webHeaders(incoming.headers);
    this.#incoming = incoming;
  }

  /** The body as UTF-8 (a BOM dropped, as fetch does); a RangeError past MAX_BODY_BYTES. */
  text() {
    const incoming = this.#incoming;
    return new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      const collect = (chunk) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
        incoming.off("data", collect).resume(); // drain the rest unread
        reject(new RangeError("The request body is too large."));
      };
      incoming.on("data", collect);
      incoming.once("error", reject); // the client went away mid-body
      incoming.once("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      });
    });
  }

  async json() {
    return JSON.parse(await this.text());
  }
}
