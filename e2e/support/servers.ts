/**
 * Extra app servers for the system tests (e2e/system): spawn the production server (scripts/server.mjs), or plain
 * `next start` without its front, from the build the Playwright webServer has just made, wait for
 * /api/health, kill the whole process tree, and create throwaway PostgreSQL databases beside the
 * one in DATABASE_URL.
 *
 * The servers stay in the test runner's process group (not `detached`): `.ci/run` ends that
 * group after each pass, so even a worker killed mid-test cannot leave a server behind. To kill
 * "the whole group" of one server we walk its descendants in /proc instead.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import postgres from "postgres";

const ROOT = process.cwd();
const SERVER_SCRIPT = path.join(ROOT, "scripts", "server.mjs");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
export const LOG_DIR = path.join(ROOT, "test-results", "system");

/** One secret for every instance: a session signed by one server is valid on the others. */
export const SYSTEM_AUTH_SECRET = "system-tests-shared-secret-0123456789abcdef";
export const SYSTEM_ADMIN = { email: "admin.system@anaesprep.test", password: "system-admin-password" };

/** Variables of the app that must come from the options only, never leak from the runner's env. */
const APP_VARS = [
  "DATABASE_URL",
  "E2E_DATABASE_URL",
  "DATA_DIR",
  "APP_URL",
  "PORT",
  "HOSTNAME",
  "TRUST_PROXY_HOPS",
  "AUTH_SECRET",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "SEED_DEMO",
  "SMTP_URL",
  "MAIL_FROM",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "NEXT_PHASE",
];
const S3_VARS = APP_VARS.filter((name) => name.startsWith("S3_"));

/** The runner's S3 settings (pass 2 of CI), to hand to a server; empty when S3 is not configured. */
export function s3EnvFromRunner(): Record<string, string> {
  if (!process.env.S3_BUCKET) return {};
  return Object.fromEntries(S3_VARS.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
}

/** Storage several instances share: the runner's S3, else one DATA_DIR declared shared (else each refuses to run beside the other). */
export const sharedStorageEnv = (): Record<string, string> => (process.env.S3_BUCKET ? s3EnvFromRunner() : { SHARED_UPLOADS_FOLDER: "1" });

export type AppServerOptions = {
  /** For the log file name and messages, e.g. "crash" or "instance-a". */
  name: string;
  port: number;
  /** Local files (uploads, mail outbox) and, without databaseUrl, the embedded database. */
  dataDir: string;
  databaseUrl?: string;
  /** Extra variables (S3_*, SMTP_URL, ADMIN_*...). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Serve with plain `next start`, as a deployment that skips the front would (docs/operations.md, "Deploying"). */
  withoutFront?: boolean;
};

export type AppServer = {
  readonly options: AppServerOptions;
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves when the server process has exited (for any reason). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** SIGKILL to the server and every process under it; resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines of its log, for failure messages. */
  logTail(lines?: number): string;
  /** What this server wrote to its log (the file is shared with earlier servers on the same name and port). */
  ownLog(): string;
};

const running = new Set<AppServer>();
let exitHookInstalled = false;

/** Last resort when the worker exits with servers still up (a failed beforeAll, a timeout). */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const server of running) killTree(server.pid, "SIGKILL");
  });
}

/** Starts the production server (scripts/server.mjs, or `next start`) and resolves once GET /api/health answers 200. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    throw new Error(`No build in ${ROOT}/.next: the system tests run after the Playwright webServer has built the app.`);
  }
  installExitHook();
  fs.mkdirSync(LOG_DIR, { recursive: true });
  fs.mkdirSync(options.dataDir, { recursive: true });
  const url = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(LOG_DIR, `${options.name}-${options.port}.log`);
  const logStart = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  const log = fs.openSync(logFile, "a");
  fs.writeSync(
    log,
    `\n===== ${new Date().toISOString()} starting ${options.name} on ${url} (${options.withoutFront ? "next start, " : ""}${options.databaseUrl ? "PostgreSQL" : "PGlite"}, DATA_DIR ${options.dataDir})\n`,
  );

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARS) delete env[name];
  Object.assign(env, {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
    AUTH_SECRET: SYSTEM_AUTH_SECRET,
    APP_URL: url,
    PORT: String(options.port),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: options.dataDir,
    // The system tests use the demo's catalogue on PostgreSQL too; a test of a clean deploy sets "".
    SEED_DEMO: "1",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });

  const started = Date.now();
  let child: ChildProcess;
  try {
    const command = options.withoutFront ? [NEXT_BIN, "start", "-p", String(options.port), "-H", "127.0.0.1"] : [SERVER_SCRIPT];
    child = spawn(process.execPath, command, {
      cwd: ROOT,
      env,
      stdio: ["ignore", log, log],
    });
  } finally {
    fs.closeSync(log); // the child holds its own copy of the descriptor
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name}: could not spawn the server`);

  let exitedFlag = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => {
      exitedFlag = true;
      running.delete(server);
      resolve({ code, signal });
    });
  });

  /** Signals the server and its descendants (none today), then waits until all of them are gone. */
  const signalAndWait = async (signal: NodeJS.Signals, timeoutMs: number) => {
    const members = killTree(pid, signal);
    const deadline = Date.now() + timeoutMs;
    await Promise.race([exited, sleep(timeoutMs)]);
    while (Date.now() < deadline && members.some(isAlive)) await sleep(20);
  };

  const server: AppServer = {
    options,
    name: options.name,
    port: options.port,
    url,
    pid,
    logFile,
    exited,
    isRunning: () => !exitedFlag,
    kill: () => (exitedFlag ? Promise.resolve() : signalAndWait("SIGKILL", 10_000)),
    async stop(graceMs = 5_000) {
      if (exitedFlag) return;
      await signalAndWait("SIGTERM", graceMs);
      if (!exitedFlag) await server.kill();
    },
    logTail: (lines = 40) => tailOf(logFile, lines),
    ownLog: () => fs.readFileSync(logFile).subarray(logStart).toString("utf8"),
  };
  running.add(server);

  const timeoutMs = options.readyTimeoutMs ?? 180_000;
  while (true) {
    if (exitedFlag) {
      const { code, signal } = await exited;
      throw new Error(`${options.name} exited (code ${code}, signal ${signal}) before it was ready. Log ${logFile}:\n${server.logTail()}`);
    }
    if (Date.now() - started > timeoutMs) {
      await server.kill();
      throw new Error(`${options.name} was not healthy on ${url} after ${timeoutMs / 1000} s. Log ${logFile}:\n${server.logTail()}`);
    }
    if ((await healthStatus(url)) === 200) return server;
    await sleep(200);
  }
}

/** Attaches the log of each server (once per file) to a failed test's report. */
export async function attachServerLogs(testInfo: TestInfo, servers: Iterable<AppServer | undefined>): Promise<void> {
  const files = new Set([...servers].flatMap((server) => (server ? [server.logFile] : [])));
  for (const file of files) if (fs.existsSync(file)) await testInfo.attach(path.basename(file), { path: file, contentType: "text/plain" });
}

/**
 * Kills (SIGKILL is fine: they are throwaway) every server this worker started that still runs,
 * including one still starting when a test timed out. For afterAll.
 */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill().catch(() => {})));
}

/** A free port in 3900–3999 (the range kept for these extra servers), never handed out twice. */
const handedOut = new Set<number>();
export async function freePort(): Promise<number> {
  const first = 3900 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3900 + ((first - 3900 + i) % 100);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error("No free port in 3900–3999");
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export type FreshDatabase = {
  name: string;
  url: string;
  drop(): Promise<void>;
  /** Runs statements on this database, over a connection of the test's own. */
  query<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T>;
  /** Ends every other connection to it, as PostgreSQL does to each one when it shuts down (57P01). */
  terminateConnections(): Promise<void>;
};

/**
 * A new empty database on the PostgreSQL server of DATABASE_URL (never the database the
 * other tests or the e2e webServer use). `drop()` removes it, ending its connections.
 */
export async function createDatabase(label: string): Promise<FreshDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("createDatabase needs DATABASE_URL");
  const url = new URL(base);
  const prefix = (url.pathname.slice(1) || "postgres")
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 30);
  const name = `${prefix}_sys_${label
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 16)}_${randomBytes(4).toString("hex")}`;
  await adminSql(base, (sql) => sql.unsafe(`create database "${name}"`));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminSql(base, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)).then(() => undefined),
    query: (run) => adminSql(url.toString(), run),
    terminateConnections: () =>
      adminSql(
        base,
        (sql) => sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
      ).then(() => undefined),
  };
}

async function adminSql<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A temp dir for DATA_DIR; remove it with removeDir. */
export const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `anaesprep-sys-${label}-`));
export const removeDir = (dir: string | undefined) => (dir ? fs.rmSync(dir, { recursive: true, force: true }) : undefined);

function healthStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

/** The pid and every descendant (Linux /proc); just the pid elsewhere. */
function treeOf(pid: number): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [pid];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Signals the pid and its descendants; returns who was signalled. */
function killTree(pid: number, signal: NodeJS.Signals): number[] {
  // Collect first, then signal: once the parent dies its children are re-parented.
  const members = treeOf(pid);
  for (const member of members) {
    try {
      process.kill(member, signal);
    } catch {
      // already gone
    }
  }
  return members;
}

function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

function tailOf(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
