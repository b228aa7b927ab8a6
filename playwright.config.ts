import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A real SMTP server for the browser tests (e2e/support/smtp-capture.mjs); mail lands in E2E_MAIL_DIR. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_ADMIN = { email: "admin.e2e@anaesprep.test", password: "e2e-admin-password" };
/**
 * E2E_SCOPE=smoke: the first-run journeys a newcomer meets on the embedded default (public pages,
 * register and sign in, buy a subject, home, a quiz, practice) and what only the embedded database
 * does (its crash safety). CI's first pass runs these; its second runs every spec (README).
 */
const SMOKE = [
  "public.spec.ts",
  "auth.spec.ts",
  "commerce.spec.ts",
  "learner-home.spec.ts",
  "quiz-taking.spec.ts",
  "practice.spec.ts",
  "system/crash-safety.spec.ts",
];

/** Specs that load the whole server or start, stop and kill servers of their own: one at a time, last. */
const ALONE = ["overload.spec.ts", "system/*.spec.ts"];
const smoke = process.env.E2E_SCOPE === "smoke";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // Spec files run two at a time against the one server (each test signs in its own accounts);
  // the files that load the whole server or start servers of their own run alone, after them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Its own output folder: Playwright empties it at start, and test-results/ holds other reports.
  outputDir: "test-results/playwright",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: ALONE, ...(smoke ? { testMatch: SMOKE } : {}) },
    {
      name: "alone",
      use: { ...devices["Desktop Chrome"] },
      testMatch: smoke ? SMOKE.filter((file) => file.startsWith("system/")) : ALONE,
      workers: 1,
      dependencies: ["chromium"],
    },
  ],
  webServer: [
    {
      command: "node e2e/support/smtp-capture.mjs",
      port: smtpPort,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(smtpPort) },
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? "./data-e2e",
        // A fresh database of its own when testing against PostgreSQL (scripts/e2e-database.mjs).
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // The browser tests use the demo on PostgreSQL too (a real database gets it only when asked).
        SEED_DEMO: "1",
        AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-that-is-long-enough-0123456789abcdef",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The tests play the one proxy in front: a test that needs its own address for a
        // per-address limit sends it in X-Forwarded-For (docs/operations.md).
        TRUST_PROXY_HOPS: "1",
      },
    },
  ],
});
