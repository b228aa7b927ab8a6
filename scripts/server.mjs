#!/usr/bin/env node
// The production server (`npm start` runs it after building): Next.js behind a thin node:http
// front, the code of which lives in server/ (server/front.ts, bundled with what it calls in lib/
// into dist/front.mjs by scripts/build-front.mjs). The front sets the client address of every request (from the socket
// and TRUST_PROXY_HOPS) and serves the exam-day answer save itself, through the framework-free
// core its Route Handler also uses (lib/attempts/save-answer-core.ts): Next's per-request
// machinery costs several times that handler's own work, and on exam day hundreds of learners
// save answers at once (bench/exam-day.mjs, docs/benchmarks.md). Everything else is Next.js.
//
//   PORT (3000), HOSTNAME (0.0.0.0); run from the project root with NODE_ENV=production.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import next from "next";
import { DEMO_BUNDLE, FRONT_BUNDLE } from "./build-front.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";

if (!fs.existsSync(FRONT_BUNDLE)) throw new Error(`${FRONT_BUNDLE} is missing: run npm run build (or npm start, which builds).`);

// This process's token, before Next.js loads: what the front writes into a request (its client
// address, its load-gate admission) carries it, so that Next's handlers can tell the front's facts
// from a client's copy (lib/api/front-proof.ts). It also tells instrumentation.ts that this
// server, not Next, runs the background jobs.
process.env.ANAESPREP_FRONT_TOKEN = randomUUID();

// The database before anything serves: migrations, ADMIN_EMAIL's admin, the demo where it belongs
// (docs/rules.md, "Starting on a real database"). A server that cannot prepare it must not serve.
const { checkInstanceSetup, createFront, prepareDatabaseOnce, startBackgroundJobs } = await import(pathToFileURL(FRONT_BUNDLE).href);
const { DEMO_CONTENT } = await import(pathToFileURL(DEMO_BUNDLE).href);
try {
  // One of several instances (INSTANCES, or another found on the database) needs a shared
  // AUTH_SECRET and shared storage: refused here, with what is missing (lib/setup/instances.ts).
  await checkInstanceSetup();
  await prepareDatabaseOnce(DEMO_CONTENT);
} catch (error) {
  console.error(`[anaesprep] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// No `hostname` here: with one, Next.js builds middleware redirects on it (an absolute
// http://localhost:… behind a proxy) instead of answering a Location relative to the request.
// `--dev` (scripts/dev.mjs, `npm run dev`): the same front around `next dev`.
const app = next({ dev: process.argv.includes("--dev"), dir: root, port });
const handleWithNext = app.getRequestHandler();
await app.prepare();

let front = createFront(handleWithNext);
const server = http.createServer((request, response) => front(request, response));
// Under `npm run dev` the bundle is rebuilt on each change (scripts/dev.mjs): new requests get the
// new front. Its file names are hashed per content, so only the modules that changed load again.
let version = 0;
process.on("message", (message) => {
  if (message !== "front-rebuilt") return;
  import(`${pathToFileURL(FRONT_BUNDLE).href}?v=${++version}`)
    .then((rebuilt) => {
      front = rebuilt.createFront(handleWithNext);
      console.info("[server] the front's bundle changed: serving with the new one");
    })
    .catch((error) => console.error("[server] cannot load the rebuilt front; the previous one serves", error));
});
const jobs = startBackgroundJobs(); // mail, grand-test closing, backfills (server/background-jobs.ts)
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
  console.info(`[server] ready on http://${shown}:${port}`);
});
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 5_000).unref(); // five seconds at most for what follows:
    const requestsDone = new Promise((resolve) => server.close(resolve)); // the requests in flight finish,
    // and the jobs' work under way: the mail send (the jobs claimed behind it go back to the queue),
    // a grand test being finalised, the backfill's batch (server/background-jobs.ts). What still runs
    // after three seconds (a calibration run, a reading) has its claims handed back to the other
    // instances at once, rather than left to their leases (lib/jobs/leases.ts).
    Promise.all([requestsDone, jobs.stop({ handBackAfterMs: 3_000 })])
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
