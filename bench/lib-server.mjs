// The shared prelude of the benches that time lib/ functions in-process on real PostgreSQL
// (practice.mjs, analytics.mjs): their arguments, and the measuring child they run.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { log, numberArg, percentiles, preparePostgres, ROOT } from "./lib.mjs";

/** `--runs N` (default `defaultRuns`), `--check`, and `--child` (set on the measuring process). */
export function libBenchArgs(defaultRuns) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: String(defaultRuns) },
      check: { type: "boolean", default: false },
      child: { type: "boolean", default: false },
    },
  });
  return { runs: numberArg(values.runs, "--runs", { max: 10_000 }), check: values.check, child: values.child };
}

/**
 * Prepares PostgreSQL (DATABASE_URL, else a private cluster in `pgDir` on PG_PORT or `defaultPgPort`), runs `script` again as
 * the measuring child and returns the JSON it prints. The lib is TypeScript behind `server-only`: the child runs under tsx with
 * the server condition, as Next does.
 */
export async function measureInChild({ script, runs, pgDir, defaultPgPort }) {
  const { url } = await preparePostgres({ pgDir, pgPort: Number(process.env.PG_PORT ?? defaultPgPort) });
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script, "--child", "--runs", String(runs)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on("exit", (status) => resolve(status ?? 1)));
  if (code !== 0) throw new Error(`the measuring process failed (exit ${code})`);
  return JSON.parse(out);
}

/**
 * Times `fn` `runs` times in this process after `warmUp` calls (connections, plans): `[label,
 * percentiles]`, for a table of lib/ timings (practice.mjs, reviews.mjs).
 */
export async function timeRuns(label, fn, { runs, warmUp = 20, points = [50, 95, 99] }) {
  for (let i = 0; i < warmUp; i++) await fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  log(`${label}: done`);
  return [label, percentiles(samples, points)];
}
