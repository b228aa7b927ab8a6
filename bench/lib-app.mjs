// The shared prelude of the benches that load the production server over HTTP (exam-day.mjs, pages.mjs,
// scale.mjs, grand-test.mjs): the options that choose and start the app, the run's limits, starting it.
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT, boostPriority, installExitHandlers, numberArg, runCleanups, snapshotWorkingTree, startApp } from "./lib.mjs";

/**
 * The bench's own `options` plus the app options they all take: --port P, --snapshot | --app-dir DIR,
 * --start-minutes M, --check, --max-minutes M and (unless `boost` is false) --boost.
 */
export function appBenchArgs(options, { port, startMinutes = 5, maxMinutes = 20, boost = true }) {
  const { values } = parseArgs({
    options: {
      ...options,
      port: { type: "string", default: String(port) },
      snapshot: { type: "boolean", default: false },
      "app-dir": { type: "string" },
      "start-minutes": { type: "string", default: String(startMinutes) },
      check: { type: "boolean", default: false },
      "max-minutes": { type: "string", default: String(maxMinutes) },
      ...(boost ? { boost: { type: "boolean", default: false } } : {}),
    },
  });
  return values;
}

/** Runs `main` under the exit handlers (signals, fatal errors, the --max-minutes deadline) and cleans up after it. */
export async function runBench(args, main, { maxMinutesLimit = 120 } = {}) {
  installExitHandlers({ maxMinutes: numberArg(args["max-minutes"], "max-minutes", { max: maxMinutesLimit }) });
  try {
    await main();
  } finally {
    await runCleanups();
  }
}

/** The checkout to serve: with --snapshot a copy of the working tree in `snapshotDir`, else --app-dir or this one. */
export const appDirOf = (args, snapshotDir = "/tmp/anaesprep-bench-app") =>
  args.snapshot ? snapshotWorkingTree(snapshotDir) : path.resolve(args["app-dir"] ?? ROOT);

/** Starts the app on --port from `appDir` (default: appDirOf(args)), its data and `logName` under `work`. */
export function startBenchApp(args, { appDir = appDirOf(args), databaseUrl, authSecret, work, logName = "app.log", extraEnv }) {
  return startApp({
    appDir,
    port: numberArg(args.port, "port", { max: 65535 }),
    databaseUrl,
    authSecret,
    dataDir: path.join(work, "data"),
    logFile: path.join(work, logName),
    extraEnv,
    healthTimeoutMs: numberArg(args["start-minutes"], "start-minutes", { max: 60 }) * 60_000,
  });
}

/** With --boost, raises the scheduling weight of each `[pid, what]` (see boostPriority). */
export function boostAll(args, targets) {
  if (args.boost) for (const [pid, what] of targets) boostPriority(pid, what);
}
