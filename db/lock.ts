import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes.
 * A pidfile makes the second process fail fast instead.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.pid");
  const holder = readHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is already open in process ${holder}. ` +
        "Stop that process, use another DATA_DIR, or set DATABASE_URL to share PostgreSQL between processes.",
    );
  }
  if (holder !== null) fs.rmSync(lockFile, { force: true });
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    throw new Error(`Could not lock the embedded database in ${dataDir}: another process took it just now.`);
  }
  const release = () => {
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
