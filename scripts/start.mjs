#!/usr/bin/env node
// `npm start`: build when the sources are newer than the build, then serve on PORT/HOSTNAME
// (default 3000 on 0.0.0.0).
// Migrations, demo seed and the admin account run inside the server (instrumentation.ts).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildFront, FRONT_BUNDLE } from "./build-front.mjs";
import { localAuthSecret } from "./local-secret.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (fs.existsSync(".env")) process.loadEnvFile(".env");

// NEXT_IGNORE_INCORRECT_LOCKFILE: Next would try to download swc entries for the lockfile (offline here).
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_IGNORE_INCORRECT_LOCKFILE: "1", NODE_ENV: "production" };
if (!env.AUTH_SECRET) {
  env.AUTH_SECRET = localAuthSecret(env.DATA_DIR || "./data", { warn: Boolean(env.DATABASE_URL) });
  // A secret of this machine alone: the server refuses to run beside other instances with it (lib/setup/instances.ts).
  env.ANAESPREP_GENERATED_AUTH_SECRET = "1";
}

// The front's bundle is written last (npm run build: next build, then scripts/build-front.mjs), so
// it marks a complete build.
if (isOlderThanSources(FRONT_BUNDLE)) {
  console.info("[start] building the app (first run or sources changed)…");
  // ANAESPREP_START_BUILD: no type check in this build (next.config.ts says why); `npm run build` keeps it.
  const build = spawnSync(process.execPath, [nextBin(), "build"], { stdio: "inherit", env: { ...env, ANAESPREP_START_BUILD: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await buildFront();
}

// Next.js behind a thin node:http front that serves the exam-day answer save itself (scripts/server.mjs).
const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function nextBin() {
  return path.join(root, "node_modules", "next", "dist", "bin", "next");
}

/** True when `output` is missing or a source of the app changed after it was written. */
function isOlderThanSources(output) {
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  const sources = [
    "app",
    "components",
    "client",
    "lib",
    "server",
    "db",
    "demo",
    "drizzle",
    "public",
    "middleware.ts",
    "instrumentation.ts",
    "next.config.ts",
    "package.json",
    "postcss.config.mjs",
    "tsconfig.json",
  ];
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}
