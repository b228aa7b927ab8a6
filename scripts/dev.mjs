#!/usr/bin/env node
// `npm run dev`: the production server's own front (scripts/server.mjs) around `next dev`, so that
// the answer save, the client address and the load gate take the same path in development as in
// production. The front's bundle is rebuilt on every change to what it runs itself (server/front.ts
// and what it imports), and the server then serves new requests with the new front; everything
// Next serves reloads as usual. The background jobs keep the code they started with.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { watchFront } from "./build-front.mjs";
import { localAuthSecret } from "./local-secret.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (fs.existsSync(".env")) process.loadEnvFile(".env");

let server;
const stopWatching = await watchFront(() => server?.connected && server.send("front-rebuilt"));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "development" };
if (!env.AUTH_SECRET) {
  env.AUTH_SECRET = localAuthSecret(env.DATA_DIR || "./data");
  env.ANAESPREP_GENERATED_AUTH_SECRET = "1"; // this machine's alone: never beside other instances (lib/setup/instances.ts)
}
// The IPC channel carries the watch's news to the server.
server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), "--dev"], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => stopWatching().finally(() => process.exit(code ?? (signal ? 1 : 0))));
