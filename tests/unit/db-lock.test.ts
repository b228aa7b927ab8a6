import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "@/db/lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "anaesprep-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("acquireDataDirLock", () => {
  it("refuses a data directory held by another live process, with a clear message", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "pglite.pid"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/already open in process \d+.*DATABASE_URL/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.pid"), "999999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "pglite.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "pglite.pid"))).toBe(false);
  });
});
