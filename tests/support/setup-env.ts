// Test defaults; real services (DATABASE_URL, S3_*, SMTP) come from the caller's environment.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, inject } from "vitest";
import { onDatabaseServer } from "./database-server";

process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-for-jwt-0123456789";
process.env.APP_URL ??= "http://localhost:3000";
// No load gate by default: the race tests (10 simultaneous starts make one attempt) must race;
// tests/http/load-gate.test.ts installs gates of its own.
process.env.LOAD_GATE_CONCURRENCY ??= "0";
// As scripts/server.mjs sets it: the tests drive the production front (server/front.ts) too.
process.env.ANAESPREP_FRONT_TOKEN ??= "test-front-token-0123456789abcdef";
// Two files run at once on two cores: an OCR process at nice 19 would wait behind the other file's
// work past its reading limit (lib/payments/proof-reading/ocr-engine.ts).
process.env.OCR_NICE ??= "0";
// Always a private in-memory database per test file: a DATA_DIR exported for the e2e server
// (as .ci/run does) must not make test files share, or lock, one on-disk database.
process.env.DATA_DIR = "memory://";

// On PostgreSQL, a database of this file's own, copied from the migrated template
// (tests/support/global-setup.ts): files run in parallel and never see each other's rows. The
// servers and worker threads a test starts inherit it through DATABASE_URL.
const template = inject("migratedTemplateUrl");
if (template) {
  const url = new URL(template);
  const name = `${url.pathname.slice(1).replace(/_template_[0-9a-f]+$/, "")}_${randomBytes(6).toString("hex")}`;
  await onDatabaseServer(template, (sql) => sql.unsafe(`create database "${name}" template "${url.pathname.slice(1)}"`));
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // Registered first, so it runs after the file's own afterAll hooks have closed their connections.
  afterAll(() => onDatabaseServer(template, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)));
}

// Local uploads of an in-memory run go to a per-process temp folder: remove it when the file is
// done (the worker's next file recreates it on its first upload).
afterAll(async () => {
  const { dataDirOnDisk } = await import("@/lib/storage");
  rmSync(dataDirOnDisk("memory://"), { recursive: true, force: true });
});
