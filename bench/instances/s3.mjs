// The S3 store of bench/instances.mjs: the throwaway Ceph radosgw of CI (scripts/ci/s3.sh) on
// ports of the bench's own, stopped at the end. Answers the S3_* variables for the instances.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { log, onCleanup, ROOT } from "../lib.mjs";

export function startS3(port) {
  const script = path.join(ROOT, "scripts", "ci", "s3.sh");
  const env = { ...process.env, S3_DIR: "/tmp/anaesprep-bench-instances-s3", S3_PORT: String(port), S3_MON_PORT: String(port + 1) };
  log(`starting S3 (Ceph radosgw, scripts/ci/s3.sh) on 127.0.0.1:${port}; --shared-folder runs without it`);
  onCleanup(() => {
    log("stopping S3");
    spawnSync("bash", [script, "stop"], { env, stdio: ["ignore", "ignore", "inherit"], timeout: 60_000 });
  });
  const started = spawnSync("bash", [script, "start"], { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], timeout: 300_000 });
  if (started.status !== 0)
    throw new Error(`scripts/ci/s3.sh start failed (exit ${started.status}); run with --shared-folder to go without S3`);
  return Object.fromEntries(
    started.stdout
      .split("\n")
      .map((line) => /^(S3_[A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map((match) => [match[1], match[2]]),
  );
}
