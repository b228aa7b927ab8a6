#!/usr/bin/env node
// Public pages: throughput and latency of /, /pricing and /quiz on the production server against
// a static file served by the same machine (bench/static-server.mjs: the saved HTML of / from
// memory, the ceiling), and the first-load JS of each public page (gzip), budget 120 kB.
// See docs/benchmarks.md.
//
//   node bench/pages.mjs [--url http://127.0.0.1:3000] [--connections 50] [--duration 10] [--check]
//
//   --url URL         measure a server that is already running (production build!); without it,
//                     a private PostgreSQL cluster and `node scripts/start.mjs` on 127.0.0.1:3812
//   --connections N   autocannon connections per page (default 50), pipelining 1
//   --duration S      seconds per page (default 10), after --warmup S (default 2)
//   --pages LIST      pages under load (default /,/pricing,/quiz)
//   --js-pages LIST   pages whose first-load JS is measured (default /,/pricing,/about,/contact,/quiz,/login,/register)
//   --js-budget KB    first-load JS budget per page, gzip, kB = 1000 bytes (default 120)
//   --snapshot, --app-dir DIR, --start-minutes M   as in bench/exam-day.mjs
//   --boost           raise the scheduling weight of the servers and the load generator (see
//                     bench/exam-day.mjs): approximates a dedicated host on a busy machine
//   --check           exit 1 when a target is missed
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import {
  ROOT,
  cpuSeconds,
  formatTable,
  listeningPid,
  loadAverage,
  log,
  machineInfo,
  memoryOf,
  numberArg,
  percentiles,
  preparePostgres,
  round,
  secret,
  spawnGroup,
  tail,
  tempDir,
  waitForHttp,
  writeResults,
} from "./lib.mjs";
import { appBenchArgs, boostAll, runBench, startBenchApp } from "./lib-app.mjs";

const args = appBenchArgs(
  {
    url: { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    pages: { type: "string", default: "/,/pricing,/quiz" },
    "js-pages": { type: "string", default: "/,/pricing,/about,/contact,/quiz,/login,/register" },
    "js-budget": { type: "string", default: "120" },
    "static-port": { type: "string", default: "3813" },
  },
  { port: 3812 },
);

const CONNECTIONS = numberArg(args.connections, "connections", { max: 2000 });
const DURATION = numberArg(args.duration, "duration", { max: 600 });
const WARMUP = numberArg(args.warmup, "warmup", { min: 0, max: 60 });
const JS_BUDGET_KB = numberArg(args["js-budget"], "js-budget", { max: 10_000 });
const STATIC_PORT = numberArg(args["static-port"], "static-port", { max: 65535 });
const list = (value) =>
  value
    .split(",")
    .map((page) => page.trim())
    .filter(Boolean);
const PAGES = list(args.pages);
const JS_PAGES = list(args["js-pages"]);

await runBench(args, main);

async function main() {
  const startedAt = new Date();
  const machine = machineInfo();
  const work = tempDir("anaesprep-bench-pages-");
  let baseUrl;
  let serverPid = null;
  if (args.url) {
    baseUrl = args.url.replace(/\/+$/, "");
    const { hostname, port } = new URL(baseUrl);
    if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname))
      throw new Error("--url must be a loopback address: benchmarks send loopback traffic only");
    serverPid = listeningPid(Number(port || 80));
    await waitForHttp(`${baseUrl}/`, { timeoutMs: 10_000, what: baseUrl });
  } else {
    const pg = await preparePostgres();
    const app = await startBenchApp(args, { databaseUrl: pg.url, authSecret: secret(), work });
    baseUrl = app.url;
    serverPid = app.pid;
    boostAll(args, [[pg.postmasterPid, "PostgreSQL"]]);
  }
  boostAll(args, [
    [process.pid, "the load generator"],
    [serverPid, "the app"],
  ]);

  // First-load JS (also warms every page once).
  const js = [];
  for (const page of JS_PAGES) js.push(await firstLoadJs(baseUrl, page));

  // The ceiling: the saved HTML of / served from memory by a bare node:http server.
  const home = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(30_000) });
  const homeFile = path.join(work, "home.html");
  fs.writeFileSync(homeFile, Buffer.from(await home.arrayBuffer()));
  const staticLog = path.join(work, "static.log");
  const staticServer = spawnGroup("the static server", process.execPath, [path.join(ROOT, "bench", "static-server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(STATIC_PORT), STATIC_FILE: homeFile },
    logFile: staticLog,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${STATIC_PORT}/`, {
      timeoutMs: 15_000,
      isRunning: staticServer.isRunning,
      what: "the static server",
    });
    boostAll(args, [[staticServer.child.pid, "the static server"]]);
  } catch (error) {
    log(tail(staticLog));
    throw error;
  }

  const runs = [];
  for (const page of PAGES) runs.push(await measure({ label: page, url: `${baseUrl}${page}`, pid: serverPid }));
  runs.push(
    await measure({ label: "static file (ceiling)", url: `http://127.0.0.1:${STATIC_PORT}/`, pid: staticServer.child.pid, isStatic: true }),
  );
  await staticServer.stop();

  const report = buildReport(runs, js);
  console.log(report.text);
  const file = writeResults("pages", {
    benchmark: "pages",
    startedAt,
    finishedAt: new Date(),
    machine: { ...machine, loadAverageAtEnd: loadAverage() },
    settings: {
      baseUrl: args.url ? baseUrl : "private server (scripts/start.mjs)",
      boost: args.boost,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      pipelining: 1,
      acceptEncoding: "none (uncompressed HTML)",
      jsBudgetKb: JS_BUDGET_KB,
    },
    throughput: runs.map(({ latencies, ...run }) => run),
    firstLoadJs: js,
    verdicts: report.verdicts,
  });
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
  if (args.check && report.verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
}

/**
 * Every `<script src>` under /_next/ of the page's HTML (except `nomodule` ones, which modern
 * browsers do not download), fetched and gzipped (level 6, as Next's compression).
 */
async function firstLoadJs(baseUrl, page) {
  const response = await fetch(`${baseUrl}${page}`, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  if (!response.ok) return { page, status: response.status, scripts: 0, rawKb: null, gzipKb: null, error: `HTTP ${response.status}` };
  const sources = new Set();
  let skipped = 0;
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    if (!src) continue;
    // `nomodule` scripts (Next's polyfills) are skipped by every browser that runs modules.
    if (/\snomodule\b/i.test(tag)) {
      skipped++;
      continue;
    }
    const url = new URL(src, baseUrl);
    if (url.origin === new URL(baseUrl).origin && url.pathname.startsWith("/_next/")) sources.add(url.toString());
  }
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const src of sources) {
    const script = await fetch(src, { signal: AbortSignal.timeout(30_000) });
    if (!script.ok) throw new Error(`${src} answered ${script.status}`);
    const bytes = Buffer.from(await script.arrayBuffer());
    const gzipped = gzipSync(bytes, { level: 6 }).length;
    raw += bytes.length;
    gzip += gzipped;
    files.push({ src: new URL(src).pathname, rawBytes: bytes.length, gzipBytes: gzipped });
  }
  return {
    page,
    status: response.status,
    scripts: sources.size,
    nomoduleSkipped: skipped,
    rawKb: raw / 1000,
    gzipKb: gzip / 1000,
    htmlKb: Buffer.byteLength(html) / 1000,
    files,
  };
}

function load(url, seconds, latencies, statuses) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (latencies) {
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      });
    }
  });
}

async function measure({ label, url, pid, isStatic = false }) {
  if (WARMUP > 0) await load(url, WARMUP);
  log(`${label}: ${DURATION} s, ${CONNECTIONS} connections`);
  const latencies = [];
  const statuses = new Map();
  const cpuBefore = cpuSeconds(pid);
  const loadgenBefore = process.cpuUsage();
  const result = await load(url, DURATION, latencies, statuses);
  const loadgen = process.cpuUsage(loadgenBefore);
  const serverCpu = pid ? cpuSeconds(pid) - cpuBefore : null;
  const ok = result["2xx"];
  const stats = percentiles(latencies);
  const run = {
    label,
    url,
    isStatic,
    requestsPerSecond: ok / result.duration,
    ok,
    errors: result.non2xx + result.errors,
    statusCodes: Object.fromEntries(statuses),
    bytesPerResponse: result.throughput.total && latencies.length ? result.throughput.total / latencies.length : null,
    latencyMs: { p50: stats.p50, p95: stats.p95, p99: stats.p99, max: stats.max, mean: stats.mean },
    cpuMsPerRequest: {
      server: ok && serverCpu !== null ? (serverCpu * 1000) / ok : null,
      loadgen: ok ? (loadgen.user + loadgen.system) / 1000 / ok : null,
    },
    serverPeakMb: pid ? (memoryOf(pid)?.peakKb ?? NaN) / 1024 : null,
    loadAverage: loadAverage(),
    latencies,
  };
  log(`${label}: ${round(run.requestsPerSecond, 0)} req/s, p99 ${round(stats.p99)} ms, ${run.errors} errors`);
  return run;
}

function buildReport(runs, js) {
  const ceiling = runs.find((run) => run.isStatic);
  const throughput = formatTable(
    ["page", "req/s", "vs static", "p50 ms", "p95 ms", "p99 ms", "errors", "kB/resp", "CPU ms/req server", "loadgen"],
    runs.map((run) => [
      run.label,
      round(run.requestsPerSecond, 0),
      run.isStatic ? "1.00" : round(run.requestsPerSecond / ceiling.requestsPerSecond, 3)?.toFixed(3),
      round(run.latencyMs.p50),
      round(run.latencyMs.p95),
      round(run.latencyMs.p99),
      run.errors,
      round(run.bytesPerResponse / 1000),
      round(run.cpuMsPerRequest.server, 2),
      round(run.cpuMsPerRequest.loadgen, 2),
    ]),
  );
  const verdicts = js.map((entry) => ({
    target: `first-load JS of ${entry.page} ≤ ${JS_BUDGET_KB} kB gzip`,
    value: entry.gzipKb === null ? entry.error : `${round(entry.gzipKb)} kB`,
    pass: entry.gzipKb !== null && entry.gzipKb <= JS_BUDGET_KB,
  }));
  const jsTable = formatTable(
    ["page", "scripts", "raw kB", "gzip kB", "HTML kB", "verdict"],
    js.map((entry, index) => [
      entry.page,
      entry.scripts,
      round(entry.rawKb),
      round(entry.gzipKb),
      round(entry.htmlKb),
      verdicts[index].pass ? "PASS" : "FAIL",
    ]),
  );
  const text = [
    "",
    `Pages: ${CONNECTIONS} connections, pipelining 1, ${DURATION} s each after ${WARMUP} s warm-up, no Accept-Encoding (uncompressed HTML)${args.boost ? ", --boost" : ""}`,
    "",
    throughput,
    "",
    `First-load JS (every <script src> under /_next/ of the page but nomodule polyfills, gzip level 6, kB = 1000 bytes; budget ${JS_BUDGET_KB} kB)`,
    "",
    jsTable,
    "",
    `machine: load average at end ${loadAverage().join(" ")}`,
  ].join("\n");
  return { text, verdicts };
}
