/**
 * CI's pass runner (scripts/ci/pass.sh, report.sh): a pass shows its log from the first line, is
 * ended at its limit together with whatever it started in other process groups, and a failed pass
 * names its failing tests and the tail of its log, from the reports or, without them, from the log.
 */
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const PASS = path.resolve("scripts/ci/pass.sh");
const REPORT = path.resolve("scripts/ci/report.sh");
const folders: string[] = [];

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ci-pass-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs the pass runner on a bash script; never rejects, returns the status and what it printed. */
function runPass(dir: string, limit: string, script: string, env: Record<string, string> = {}) {
  const result = spawnSync("bash", [PASS, dir, limit, "bash", "-c", script], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    const state = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    return state !== "Z";
  } catch {
    return false;
  }
};

describe("scripts/ci/pass.sh", () => {
  it("ends a hanging pass at its limit, and the server it started in a session of its own with it", async () => {
    const dir = path.join(tempFolder(), "pass1");
    const pidFile = path.join(dir, "..", "server.pid");
    // As Playwright starts a web server: detached (setsid), so it is in no group of the pass's.
    const script = `echo first line; setsid sleep 300 & echo $! > ${pidFile}; sleep 300`;
    const { status, output } = runPass(dir, "2s", script);
    expect(status).toBe(124);
    expect(output).toContain("first line");
    expect(output).toContain("ended at its limit of 2s");
    const serverPid = Number(fs.readFileSync(pidFile, "utf8"));
    expect(serverPid).toBeGreaterThan(0);
    expect(isAlive(serverPid), "the detached server outlived its pass").toBe(false);
    expect(fs.readFileSync(path.join(dir, "log"), "utf8")).toMatch(/^first line/);
  });

  it("keeps a failed pass's reports, and report.sh names its failing tests and its log's tail", async () => {
    const root = tempFolder();
    const dir = path.join(root, "pass2");
    const reportsFrom = path.join(root, "results");
    fs.mkdirSync(reportsFrom);
    const playwright = {
      suites: [
        {
          title: "login.spec.ts",
          specs: [
            { file: "login.spec.ts", title: "stays on the site", tests: [{ status: "unexpected" }] },
            { file: "login.spec.ts", title: "signs in", tests: [{ status: "expected" }] },
          ],
        },
      ],
      errors: [],
    };
    const vitest = {
      testResults: [
        {
          name: path.resolve("tests/http/x.test.ts"),
          status: "failed",
          assertionResults: [{ status: "failed", fullName: "refuses a date" }],
        },
      ],
    };
    const script = [
      `printf '%s' '${JSON.stringify(playwright)}' > ${reportsFrom}/playwright.json`,
      `printf '%s' '${JSON.stringify(vitest)}' > ${reportsFrom}/vitest.json`,
      "for i in $(seq 1 300); do echo log line $i; done",
      "exit 1",
    ].join("; ");
    const { status } = runPass(dir, "1m", script, { CI_REPORTS_FROM: reportsFrom });
    expect(status).toBe(1);

    const { stdout } = await run("bash", [REPORT, dir, "PASS 2 (PostgreSQL + S3)"]);
    expect(stdout).toContain("PASS 2 (PostgreSQL + S3) failed");
    expect(stdout).toContain("login.spec.ts › stays on the site");
    expect(stdout).not.toContain("signs in");
    expect(stdout).toContain("tests/http/x.test.ts › refuses a date");
    expect(stdout).toContain("log line 300");
    expect(stdout).toContain("log line 101");
    expect(stdout).not.toContain("log line 100\n");
  });

  it("names the failures from the log when the pass wrote no report", async () => {
    const dir = path.join(tempFolder(), "pass1");
    const script = "echo '  ✘  12 [chromium] › auth.spec.ts:4:1 › a visitor registers (3.1s)'; exit 1";
    const { status } = runPass(dir, "1m", script, { CI_REPORTS_FROM: path.join(dir, "none") });
    expect(status).toBe(1);
    const { stdout } = await run("bash", [REPORT, dir, "PASS 1"]);
    expect(stdout).toContain("auth.spec.ts:4:1 › a visitor registers");
    expect(stdout).toContain("no Playwright report");
  });
});
