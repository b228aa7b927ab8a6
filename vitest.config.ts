import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { testFilesNeedingIsolation } from "./tests/support/isolation";
import { storageFreeTestFiles } from "./tests/support/storage-free";

const root = fileURLToPath(new URL(".", import.meta.url));
/**
 * UNIT_SCOPE=storage: only the files that reach a database or storage. CI's second pass runs these
 * on PostgreSQL and S3; the rest check the same thing on any database, and its first pass ran them.
 */
const storageOnly = process.env.UNIT_SCOPE === "storage";
const leftOut = [...configDefaults.exclude, ...(storageOnly ? storageFreeTestFiles(root) : [])];
/**
 * Files that change the process (a mock, a stub, a spy: tests/support/isolation.ts) each get a
 * module graph of their own; the others share their worker's modules, which halves the suite's
 * time here (importing the app's modules again was half of each file's).
 */
const isolated = testFilesNeedingIsolation(root);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root },
      { find: "server-only", replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  test: {
    environment: "node",
    // Each group names its files in full: a project that extends this config adds to its lists.
    projects: [
      { extends: true, test: { name: "shared", isolate: false, include: ["tests/**/*.test.ts"], exclude: [...leftOut, ...isolated] } },
      { extends: true, test: { name: "isolated", include: isolated, exclude: leftOut } },
    ],
    setupFiles: ["tests/support/setup-env.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Every file has a database of its own (tests/support/global-setup.ts), so files run side by
    // side: two at once keeps both cores of a CI machine busy while a file waits on its database.
    maxWorkers: 2,
    // next-auth imports "next/server" without an extension; let Vite resolve it.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
    // The outbox mailer logs every message; tests read the outbox instead.
    onConsoleLog: (log) => !log.startsWith("[mail]"),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
