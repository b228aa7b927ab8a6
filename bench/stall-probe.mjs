#!/usr/bin/env node
// The client-navigation stall probe (docs/operations.md, "The Next.js 15.5 client stall"): under CPU load, does the screen show the new state
// within 5 s after (1) router.refresh() following a mutation on an admin page whose address has a
// query string, (2) a <Link> clicked as soon as the page has loaded, (3) the end of a practice
// session? Runs against a server that is already up (any Next.js version), in headless Chromium,
// with `--hogs` busy processes beside it, and counts each probe's runs that showed the new state.
//
//   node bench/stall-probe.mjs --url http://127.0.0.1:3000 [--runs 160] [--hogs 3] [--label 16.4.6]
//                              [--probes refresh,link,practice] [--check]
//
// The server needs the demo data (the demo learner and subjects) and an admin: ADMIN_EMAIL /
// ADMIN_PASSWORD of this shell, else the demo admin. --check exits 1 when any run stalled.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { log, machineInfo, numberArg, percentiles, round, uptime, writeResults } from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    runs: { type: "string", default: "160" },
    hogs: { type: "string", default: "3" },
    label: { type: "string", default: "" },
    probes: { type: "string", default: "refresh,link,practice" },
    check: { type: "boolean", default: false },
  },
});
const RUNS = numberArg(args.runs, "runs", { max: 10_000 });
const HOGS = numberArg(args.hogs, "hogs", { min: 0, max: 16 });
const SHOWN_WITHIN_MS = 5_000;
const ADMIN = { email: process.env.ADMIN_EMAIL || "admin@anaesprep.test", password: process.env.ADMIN_PASSWORD || "Admin123!" };
const LEARNER = { email: "learner@anaesprep.test", password: "Learner123!" };
let browser;

async function main() {
  const probes = { refresh: refreshAfterMutation, link: linkAfterLoad, practice: practiceEnd };
  const hogs = Array.from({ length: HOGS }, () => spawn("yes", { stdio: "ignore" }));
  const stopHogs = () => hogs.forEach((hog) => hog.kill("SIGKILL"));
  process.on("exit", stopHogs);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const version = args.label || (await serverVersion());
    log(`stall probe against ${args.url} (${version}): ${RUNS} runs of ${args.probes}, ${HOGS} busy processes beside it`);
    const results = {};
    for (const name of args.probes.split(",")) {
      const probe = probes[name];
      if (!probe) throw new Error(`unknown probe "${name}" (known: ${Object.keys(probes).join(", ")})`);
      results[name] = await runProbe(name, probe);
    }
    console.log(`\nStall probe, ${version}, ${HOGS} busy processes: the new state shown within ${SHOWN_WITHIN_MS / 1000} s\n`);
    for (const [name, result] of Object.entries(results)) {
      console.log(
        `${name.padEnd(9)} ${result.shown}/${result.runs} shown, ${result.stalled} stalled; p50 ${round(result.ms.p50, 0)} ms, p95 ${round(result.ms.p95, 0)} ms, max ${round(result.ms.max, 0)} ms`,
      );
    }
    const file = writeResults("stall-probe", {
      version,
      url: args.url,
      hogs: HOGS,
      machine: { ...machineInfo(), uptime: uptime() },
      results,
    });
    log(`results: ${file}`);
    if (args.check && Object.values(results).some((result) => result.stalled > 0)) process.exitCode = 1;
  } finally {
    await browser.close();
    stopHogs();
  }
}

async function runProbe(name, probe) {
  const context = await browser.newContext({ baseURL: args.url });
  const page = await context.newPage();
  const prepared = await probe.prepare(page);
  const times = [];
  let stalled = 0;
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now();
    const shown = await probe.run(page, prepared, run).then(
      () => true,
      () => false,
    );
    if (shown) times.push(performance.now() - started);
    else stalled += 1;
    if (run % 20 === 0 || !shown) log(`${name}: run ${run}/${RUNS}${shown ? "" : " STALLED"} (${stalled} stalled so far)`);
  }
  await context.close();
  return { runs: RUNS, shown: RUNS - stalled, stalled, ms: percentiles(times, [50, 95]) };
}

async function signIn(page, account) {
  const response = await page.request.post("/api/users/login", { data: account });
  if (!response.ok()) throw new Error(`sign-in of ${account.email} answered ${response.status()}`);
}

async function serverVersion() {
  const page = await browser.newPage();
  await page.goto(args.url);
  const version = await page.evaluate(() => globalThis.next?.version ?? "unknown");
  await page.close();
  return `Next.js ${version}`;
}

/** An admin toggles a learner's status on /admin/users?search=…: the button's answer and router.refresh() must show the flip. */
const refreshAfterMutation = {
  async prepare(page) {
    await signIn(page, ADMIN);
    const tag = `stall${Date.now().toString(36)}`;
    const email = `${tag}@probe.anaesprep.test`;
    const registered = await page.request.post("/api/users/register", {
      data: { email, password: "probe-password-1", name: `Probe ${tag}`, phone: "03001234567" },
    });
    if (registered.status() !== 201) throw new Error(`registering the probe learner answered ${registered.status()}`);
    return { search: email };
  },
  async run(page, { search }) {
    await page.goto(`/admin/users?search=${encodeURIComponent(search)}`);
    const button = page.getByRole("button", { name: /^(Disable|Enable)/ }).first();
    await button.waitFor({ timeout: 15_000 });
    const before = (await button.textContent())?.trim().startsWith("Disable") ? "Disable" : "Enable";
    const after = before === "Disable" ? "Enable" : "Disable";
    await button.click();
    // Disabling asks first; the mutation (and the refresh) starts at the confirmation.
    if (before === "Disable") await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    const clicked = performance.now();
    await page
      .getByRole("button", { name: new RegExp(`^${after}`) })
      .first()
      .waitFor({ timeout: SHOWN_WITHIN_MS });
    return performance.now() - clicked;
  },
};

/** A sidebar link of the admin area clicked as soon as the page has loaded: the next screen must show. */
const linkAfterLoad = {
  async prepare(page) {
    await signIn(page, ADMIN);
    return {};
  },
  async run(page, _prepared, run) {
    const [from, to, heading] = run % 2 ? ["/admin/tags", "Notes", /^Notes$/] : ["/admin/notes", "Tags", /^Tags$/];
    await page.goto(from, { waitUntil: "load" });
    await page.getByRole("link", { name: to, exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: SHOWN_WITHIN_MS });
  },
};

/** The demo learner ends a one-question tutor practice session: the summary must show. */
const practiceEnd = {
  async prepare(page) {
    await signIn(page, LEARNER);
    return {};
  },
  async run(page) {
    const created = await page.request.post("/api/practice", { data: { source: "all", count: 1, mode: "tutor" } });
    if (created.status() !== 201) throw new Error(`creating a practice session answered ${created.status()}`);
    const { id } = (await created.json()).data;
    await page.goto(`/practice/${id}`);
    await page.getByRole("radio").first().click({ timeout: 15_000 });
    await page.getByRole("button", { name: "End session" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "End session" }).click();
    await page.getByRole("heading", { name: "Session summary" }).waitFor({ timeout: SHOWN_WITHIN_MS });
  },
};

await main();
