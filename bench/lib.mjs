// Shared helpers of the benchmarks: a private PostgreSQL cluster, the production app server,
// child servers, process statistics from /proc, percentiles and tables, and a cleanup registry
// that runs on success, on errors and on SIGINT/SIGTERM, so that nothing is left running.
//
// Everything here is loopback-only and every wait is bounded in time.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const RESULTS_DIR = path.join(ROOT, "bench", "results");
const CLK_TCK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------
// Cleanup: last registered runs first; runs once, on normal end, errors and signals.

const cleanups = [];
let cleaning = null;

export function onCleanup(fn) {
  cleanups.push(fn);
}

export function runCleanups() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        log(`cleanup step failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}

/** Signals and fatal errors clean up before exiting; a hard deadline bounds the whole run. */
export function installExitHandlers({ maxMinutes }) {
  let bailing = false;
  const bail = async (reason, code) => {
    // A second signal (a terminal's Ctrl-C reaches the whole process group, and bench/run.mjs
    // forwards it too) must not interrupt the cleanup under way.
    if (bailing) return;
    bailing = true;
    log(reason);
    await runCleanups();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => bail(`${signal}: cleaning up`, 130));
  process.on("uncaughtException", (error) => bail(`fatal: ${error?.stack ?? error}`, 1));
  process.on("unhandledRejection", (error) => bail(`fatal: ${error?.stack ?? error}`, 1));
  const deadline = setTimeout(() => bail(`the run exceeded its ${maxMinutes} min limit: stopping`, 1), maxMinutes * 60_000);
  deadline.unref();
  // Last resort if the process exits without awaiting cleanups: kill what we started, synchronously.
  process.on("exit", () => {
    for (const pgid of startedGroups) {
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {}
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Arguments

export function numberArg(value, name, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max)
    throw new Error(`--${name} must be a number between ${min} and ${max} (got ${value})`);
  return number;
}

export function secret() {
  return randomBytes(32).toString("base64url");
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // BENCH_KEEP=1 keeps the app's log and data for a look after the run.
  if (process.env.BENCH_KEEP === "1") log(`keeping ${dir} (BENCH_KEEP=1)`);
  else onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

export const BENCH_DB = "anaesprep_bench";

/**
 * Uses DATABASE_URL when set (only the database `anaesprep_bench` on that server is dropped and
 * created), else starts a private cluster with scripts/ci/postgres.sh and stops it at the end.
 */
export async function preparePostgres({ pgDir = "/tmp/anaesprep-bench-pg", pgPort = 55439 } = {}) {
  let serverUrl = process.env.DATABASE_URL;
  let postmasterPidFile = null;
  if (!serverUrl) {
    log(`starting a private PostgreSQL 15 cluster on 127.0.0.1:${pgPort} (${pgDir})`);
    const script = path.join(ROOT, "scripts", "ci", "postgres.sh");
    const env = { ...process.env, PG_DIR: pgDir, PG_PORT: String(pgPort) };
    onCleanup(() => {
      log("stopping the private PostgreSQL cluster");
      spawnSync("bash", [script, "stop"], { env, stdio: ["ignore", "ignore", "inherit"], timeout: 60_000 });
    });
    const started = spawnSync("bash", [script, "start"], { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], timeout: 120_000 });
    if (started.status !== 0) throw new Error(`scripts/ci/postgres.sh start failed (exit ${started.status})`);
    serverUrl = started.stdout.match(/^DATABASE_URL=(.+)$/m)?.[1]?.trim();
    if (!serverUrl) throw new Error("scripts/ci/postgres.sh did not print DATABASE_URL");
    postmasterPidFile = path.join(pgDir, "data", "postmaster.pid");
  } else {
    log("using the PostgreSQL server of DATABASE_URL (database anaesprep_bench is dropped and re-created)");
  }
  const adminUrl = withDatabase(serverUrl, "postgres");
  const benchUrl = withDatabase(serverUrl, BENCH_DB);
  const { default: postgres } = await import("postgres");
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.unsafe(`create database ${BENCH_DB}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  if (process.env.DATABASE_URL) {
    // An external server outlives the run: drop the bench database at the end.
    onCleanup(async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      try {
        await again.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
      } finally {
        await again.end({ timeout: 5 });
      }
    });
  }
  const postmasterPid = postmasterPidFile
    ? Number(fs.readFileSync(postmasterPidFile, "utf8").split("\n")[0])
    : localPostmasterPid(benchUrl);
  return { url: benchUrl, postmasterPid, privateCluster: !process.env.DATABASE_URL };
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The postmaster of a loopback server (for CPU accounting), when this user can see it. */
function localPostmasterPid(url) {
  const { hostname, port } = new URL(url);
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(hostname)) return null;
  const pid = listeningPid(Number(port || 5432));
  return pid;
}

// ---------------------------------------------------------------------------------------------
// Processes

const startedGroups = new Set();

/** Spawns a command in its own process group, output to a log file; stop() ends the whole group. */
export function spawnGroup(name, command, args, { env, cwd, logFile }) {
  const out = fs.openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  startedGroups.add(child.pid);
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", (code, signal) => ((exited = true), resolve({ code, signal }))));
  const stop = async () => {
    if (!exited) {
      log(`stopping ${name} (process group ${child.pid})`);
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
      const result = await Promise.race([exit, sleep(10_000).then(() => null)]);
      if (!result) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
        await Promise.race([exit, sleep(5_000)]);
      }
    }
    // Children that outlived the leader (same group) go too.
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
    startedGroups.delete(child.pid);
  };
  onCleanup(stop);
  return { child, stop, exit, isRunning: () => !exited, logFile };
}

export function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** pid of the process listening on a TCP port (ss -ltnp), or null. */
export function listeningPid(port) {
  const result = spawnSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const match = result.stdout?.match(/pid=(\d+)/);
  return match ? Number(match[1]) : null;
}

export async function waitForHttp(url, { timeoutMs, isRunning = () => true, what = url }) {
  const started = Date.now();
  let lastError = "";
  while (Date.now() - started < timeoutMs) {
    if (!isRunning()) throw new Error(`${what} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return Date.now() - started;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(500);
  }
  throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}

/** Peak and current resident memory (kB) of a process, from /proc/<pid>/status. */
export function memoryOf(pid) {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
    return { peakKb: field("VmHWM"), rssKb: field("VmRSS") };
  } catch {
    return null;
  }
}

function statFields(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command may contain spaces and parentheses: split after the last ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) of one process; with children=true also of its reaped children. */
export function cpuSeconds(pid, { reaped = false } = {}) {
  const fields = pid ? statFields(pid) : null;
  if (!fields) return 0;
  // After the command, fields start at index 3 (state): utime=14, stime=15, cutime=16, cstime=17.
  const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks / CLK_TCK;
}

/** CPU seconds of PostgreSQL: the postmaster, its live backends, and the backends it reaped. */
export function postgresCpuSeconds(postmasterPid) {
  if (!postmasterPid) return null;
  let total = cpuSeconds(postmasterPid, { reaped: true });
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields && Number(fields[1]) === postmasterPid) total += cpuSeconds(Number(entry));
  }
  return total;
}

/** Busy and total CPU seconds of the whole machine, from /proc/stat. */
export function machineCpuSeconds() {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / CLK_TCK, total: (busy + idle + iowait) / CLK_TCK };
}

/**
 * --boost: raises the scheduling weight of a benchmark process's autogroup (Linux groups each
 * session's processes, and plain `nice` only ranks processes inside one group). On a machine
 * shared with other work it lets the servers under test and the load generator have the cores,
 * as on a dedicated host; it changes nothing for other processes' own priorities. Needs root.
 */
export function boostPriority(pid, what, nice = -10) {
  if (!pid) return;
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    log(`--boost: autogroup of ${what} (pid ${pid}) set to nice ${nice}`);
  } catch (error) {
    log(`--boost: could not raise the priority of ${what}: ${error instanceof Error ? error.message : error}`);
  }
}

export function loadAverage() {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

/** The `uptime` line (load averages and how long the machine has run), recorded beside figures it colours; null without it. */
export function uptime() {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The app

/**
 * A copy of the working tree (git's tracked and untracked-but-not-ignored files) in `dir`, with
 * node_modules linked, so the benchmark builds and serves its own `.next`: on a tree where others
 * edit and build, nobody's build replaces the files under the benchmarked server (or theirs).
 * Unchanged files keep their mtime, so a second run reuses the build.
 */
export function snapshotWorkingTree(dir) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error("git ls-files failed: --snapshot needs a git checkout");
  const files = listed.stdout
    .split("\0")
    .filter((file) => file && !file.startsWith("bench/results/") && fs.existsSync(path.join(ROOT, file)));
  fs.mkdirSync(dir, { recursive: true });
  const wanted = new Set(files);
  let copied = 0;
  for (const file of files) {
    const from = path.join(ROOT, file);
    const to = path.join(dir, file);
    const source = fs.statSync(from);
    if (!source.isFile()) continue;
    const target = fs.existsSync(to) ? fs.statSync(to) : null;
    if (target && target.size === source.size && Math.abs(target.mtimeMs - source.mtimeMs) < 1) continue; // utimes keeps ~µs
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    fs.utimesSync(to, source.atimeMs / 1000, source.mtimeMs / 1000);
    copied++;
  }
  // Sources deleted from the tree disappear from the copy too (outside .next and node_modules).
  let removed = 0;
  const prune = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && [".next", "node_modules", ".git", "data"].includes(entry.name)) continue;
      if (entry.isDirectory()) prune(child);
      else if (!wanted.has(child)) {
        fs.rmSync(path.join(dir, child));
        removed++;
      }
    }
  };
  prune("");
  const modules = path.join(dir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, "node_modules"), modules);
  log(`snapshot of the working tree in ${dir}: ${copied} file(s) copied, ${removed} removed`);
  return dir;
}

/**
 * Starts `node scripts/start.mjs` of `appDir` (it builds when stale) and waits for /api/health.
 * Returns the pid of the process that listens (next-server), for memory and CPU figures.
 */
export async function startApp({
  appDir = ROOT,
  port,
  databaseUrl,
  authSecret,
  dataDir,
  logFile,
  healthTimeoutMs = 300_000,
  extraEnv = {},
}) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl ?? "",
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    SEED_DEMO: "1", // the benches use the demo's catalogue on PostgreSQL too
    ...extraEnv,
  };
  if (listeningPid(port)) throw new Error(`port ${port} is already in use (pid ${listeningPid(port)}): stop that server first`);
  log(`starting the app: node scripts/start.mjs on 127.0.0.1:${port} (builds first when .next is stale; log ${logFile})`);
  const app = spawnGroup("the app", process.execPath, [path.join(appDir, "scripts", "start.mjs")], { cwd: appDir, env, logFile });
  try {
    const waited = await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      timeoutMs: healthTimeoutMs,
      isRunning: app.isRunning,
      what: "the app",
    });
    log(`the app is healthy after ${(waited / 1000).toFixed(1)} s`);
  } catch (error) {
    log(`app log (last lines):\n${tail(logFile)}`);
    throw error;
  }
  const pid = listeningPid(port);
  return { ...app, pid, url: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** Signs in through POST /api/users/login; answers the Cookie header the session then needs. */
export async function signInOverHttp(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`signing in as ${email} failed: HTTP ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// ---------------------------------------------------------------------------------------------
// A busy server: 503 + Retry-After

/** The client's backoff when a 503 names no wait (client/retry-busy.ts, BUSY_BACKOFF). */
const BUSY_BACKOFF = { baseMs: 500, maxMs: 8000 };
/** How long a bench request keeps riding out 503s by default: the quiz screen's minute of "Starting…". */
export const BUSY_BUDGET_MS = 60_000;

/**
 * The wait before sending a refused request again for the `failures`-th time: exactly the
 * product's client (client/retry-busy.ts, retryDelay; tests/unit/bench-busy.test.ts holds them
 * equal): an exponential backoff with jitter, never less than the Retry-After, spread over one to
 * one and a half times it.
 */
export function busyRetryDelay(retryAfterSeconds, failures, random = Math.random) {
  const ceiling = Math.min(BUSY_BACKOFF.maxMs, BUSY_BACKOFF.baseMs * 2 ** Math.max(0, failures - 1));
  const backoffMs = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  const askedMs = retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return askedMs > 0 ? Math.max(backoffMs, Math.round(askedMs * (1 + random() / 2))) : backoffMs;
}

/** The wait a 503 asks for, in seconds: its body's `retryAfterSeconds`, else its Retry-After header, else 0. */
export function retryAfterOf(response, body) {
  const asked = Number(body?.retryAfterSeconds ?? response.headers.get("retry-after"));
  return Number.isFinite(asked) && asked > 0 ? asked : 0;
}

/**
 * Rides out a busy server as the product's client does (docs/rules.md, "Shedding load"): `send()`
 * (a fresh request each time) is called again while it answers `{ status: 503 }`, after
 * busyRetryDelay(its `retryAfterSeconds`), for at most `budgetMs` from the first send; the last
 * answer is returned (a 503 once the budget is spent, for the caller to count as an error).
 * `onRefused(answer)` sees each refusal; `sleep` and `now` are injected in tests.
 */
export async function ridingOutBusy(
  send,
  { budgetMs = BUSY_BUDGET_MS, onRefused, sleep: wait = sleep, now = () => performance.now() } = {},
) {
  const giveUpAt = now() + budgetMs;
  for (let failures = 1; ; failures++) {
    const answer = await send();
    if (answer.status !== 503) return answer;
    onRefused?.(answer);
    const waitMs = busyRetryDelay(answer.retryAfterSeconds, failures);
    if (now() + waitMs > giveUpAt) return answer;
    await wait(waitMs);
  }
}

/**
 * fetch() of a JSON endpoint that rides out 503 + Retry-After (ridingOutBusy): `init()` makes each
 * send's options. Answers `{ status, ok, body, refused }` of the last answer (`body` null when it
 * was not JSON; `refused`: how many 503s were ridden out).
 */
export async function fetchJsonRidingBusy(url, init = () => ({}), { budgetMs, timeoutMs = 30_000 } = {}) {
  let refused = 0;
  const answer = await ridingOutBusy(
    async () => {
      const response = await fetch(url, { ...init(), signal: AbortSignal.timeout(timeoutMs) });
      const body = await response.json().catch(() => null);
      return { status: response.status, ok: response.ok, body, retryAfterSeconds: retryAfterOf(response, body) };
    },
    { budgetMs, onRefused: () => refused++ },
  );
  return { ...answer, refused };
}

// ---------------------------------------------------------------------------------------------
// Statistics and output

/** Percentiles (nearest-rank) of a list of numbers. */
export function percentiles(values, points = [50, 95, 99]) {
  const sorted = Float64Array.from(values).sort();
  const result = {};
  for (const point of points) {
    result[`p${point}`] =
      sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((point / 100) * sorted.length) - 1))];
  }
  result.max = sorted.length === 0 ? null : sorted[sorted.length - 1];
  result.mean = sorted.length === 0 ? null : sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return result;
}

export const round = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? "–" : String(cell))));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  const separator = `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(cells[0]), separator, ...cells.slice(1).map(line)].join("\n");
}

export function writeResults(name, data) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(RESULTS_DIR, `${name}-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: loadAverage(),
  };
}
