// Test defaults; real services (DATABASE_URL, S3_*, SMTP) come from the caller's environment.
import { rmSync } from "node:fs";
import { afterAll } from "vitest";

process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-for-jwt-0123456789";
process.env.APP_URL ??= "http://localhost:3000";
// No load gate by default: the race tests (10 simultaneous starts make one attempt) must race;
// tests/http/load-gate.test.ts installs gates of its own.
process.env.LOAD_GATE_CONCURRENCY ??= "0";
// As scripts/server.mjs sets it: the tests drive the production front (lib/api/front.ts) too.
process.env.ANAESPREP_FRONT_TOKEN ??= "test-front-token-0123456789abcdef";
// Always a private in-memory database per test file: a DATA_DIR exported for the e2e server
// (as .ci/run does) must not make test files share, or lock, one on-disk database.
process.env.DATA_DIR = "memory://";

// Local uploads of an in-memory run go to a per-process temp folder: remove it when the file is
// done (the worker's next file recreates it on its first upload).
afterAll(async () => {
  const { dataDirOnDisk } = await import("@/lib/storage");
  rmSync(dataDirOnDisk("memory://"), { recursive: true, force: true });
});
