#!/usr/bin/env node
// Names the failing tests of one CI pass: `node scripts/ci/failures.mjs <reports folder> <log>`.
// From the Vitest and Playwright JSON reports when they were written; from the log's own failure
// lines when they were not (a pass ended at its time limit writes no report).
import fs from "node:fs";
import path from "node:path";

const [folder, logFile] = process.argv.slice(2);
const readJson = (name) => {
  const file = path.join(folder, name);
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

const failures = [];
const vitest = readJson("vitest.json");
for (const file of vitest?.testResults ?? []) {
  const name = path.relative(process.cwd(), file.name);
  const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
  for (const test of failed) failures.push(`vitest  ${name} › ${test.fullName}`);
  if (file.status === "failed" && failed.length === 0) failures.push(`vitest  ${name}: ${firstLine(file.message)}`);
}
const playwright = readJson("playwright.json");
const walk = (suite, trail) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected") failures.push(`browser ${spec.file} › ${[...trail, spec.title].join(" › ")}`);
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
};
for (const suite of playwright?.suites ?? []) walk(suite, []);
for (const error of playwright?.errors ?? []) failures.push(`browser (run) ${firstLine(error.message)}`);

if (!vitest || !playwright) {
  // No report (the step did not run or did not finish): the reporters' own failure lines.
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").replace(/\x1b\[[0-9;]*[A-Za-z]/g, "") : "";
  const lines = log.split("\n").filter((line) => /^\s*(✘|×|FAIL\s)/.test(line) || /^\s*\d+\) .*›/.test(line));
  for (const line of new Set(lines)) failures.push(`log     ${line.trim()}`);
  if (!vitest) failures.push("(no Vitest report: the unit and HTTP step did not finish)");
  if (!playwright) failures.push("(no Playwright report: the browser step did not run or did not finish)");
}

console.log(failures.length ? failures.join("\n") : "(no failing test named: the failure is outside the tests; see the log)");

function firstLine(text = "") {
  return (
    String(text)
      .split("\n")
      .find((line) => line.trim()) ?? ""
  );
}
