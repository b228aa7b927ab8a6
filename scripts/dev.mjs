#!/usr/bin/env node
// `npm run dev`: the production server's own front (scripts/server.mjs) around `next dev`, so that
// the answer save, the client address and the load gate take the same path in development as in
// production. The front is bundled from lib/ once at start: a change to what it runs itself
// (lib/api/front.ts and what it imports) needs a restart; everything Next serves reloads as usual.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildFront } from "./build-front.mjs";
import { localAuthSecret } from "./local-secret.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (fs.existsSync(".env")) process.loadEnvFile(".env");

await buildFront();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "development" };
if (!env.AUTH_SECRET) {
  env.AUTH_SECRET = localAuthSecret(env.DATA_DIR || "./data");
  env.ANAESPREP_GENERATED_AUTH_SECRET = "1"; // this machine's alone: never beside other instances (lib/setup/instances.ts)
}
const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), "--dev"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
