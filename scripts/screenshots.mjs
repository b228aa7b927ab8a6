#!/usr/bin/env node
// The README's screenshots, taken from a running app with its demo data (npm start), so they stay
// current: `node scripts/screenshots.mjs [--url http://localhost:3000] [--out docs/screenshots]`.
// Headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium), 1366 × 900 and one phone at 390 px.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values } = parseArgs({
  options: { url: { type: "string", default: "http://localhost:3000" }, out: { type: "string", default: "docs/screenshots" } },
});
const DEMO = {
  learner: { email: "learner@anaesprep.test", password: "Learner123!" },
  admin: { email: process.env.ADMIN_EMAIL ?? "admin@anaesprep.test", password: process.env.ADMIN_PASSWORD ?? "Admin123!" },
};

/** What the README shows: [file, who, path, viewport width, what to wait for]. */
const SHOTS = [
  ["home", null, "/", 1366, "h1"],
  ["learner-today", "learner", "/profile/progress", 1366, "text=Today"],
  ["practice-reviews", "learner", "/practice", 1366, "text=Build a session"],
  ["grand-tests", "learner", "/grand-tests", 1366, "h1"],
  ["allowed-quizzes-phone", "learner", "/profile/allowed-quizzes", 390, "h1"],
  ["admin-payments", "admin", "/admin/payments", 1366, "h1"],
  ["admin-quizzes", "admin", "/admin/quiz", 1366, "h1"],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
fs.mkdirSync(values.out, { recursive: true });
const contexts = new Map();
try {
  for (const [name, who, page, width, ready] of SHOTS) {
    const context = await contextFor(who);
    const tab = await context.newPage();
    await tab.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await tab.goto(new URL(page, values.url).href, { waitUntil: "networkidle" });
    await tab.locator(ready).first().waitFor();
    const file = path.join(values.out, `${name}.png`);
    await tab.screenshot({ path: file });
    console.log(`[screenshots] ${file}`);
    await tab.close();
  }
} finally {
  await browser.close();
}

/** A browser context signed in as `who` through the API (null: a visitor), one per role. */
async function contextFor(who) {
  if (!contexts.has(who)) {
    const context = await browser.newContext({ baseURL: values.url, reducedMotion: "reduce" });
    if (who) {
      const response = await context.request.post("/api/users/login", { data: DEMO[who] });
      if (!response.ok()) throw new Error(`signing in as the demo ${who} failed (${response.status()}): is the demo data there?`);
    }
    contexts.set(who, context);
  }
  return contexts.get(who);
}
