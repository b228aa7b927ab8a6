import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getConnection, openDatabase } from "@/db/client";
import { readDatabaseConfig } from "@/db/config";
import { applyMigrations } from "@/db/migrate";
import { subjects } from "@/db/schema";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "anaesprep-pglite-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("embedded PGlite on disk", () => {
  it("keeps data across a restart and refuses a second process while open", { timeout: 60_000 }, async () => {
    const first = openDatabase({ dataDir });
    await applyMigrations(first);
    await first.db.insert(subjects).values({ name: "Persisted", pricePaisa: 50_000 });

    const child = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import("./db/client.ts").then(m => m.openDatabase({ dataDir: ${JSON.stringify(dataDir)} })).then(() => console.log("opened"), e => console.log(e.message))`,
      ],
      { cwd: process.cwd(), env: { ...process.env, AUTH_SECRET: "x".repeat(40) } },
    );
    expect(child.stdout).toMatch(/already open in process \d+/);
    await first.close();

    const second = openDatabase({ dataDir });
    await applyMigrations(second);
    const rows = await second.db.select().from(subjects).where(eq(subjects.name, "Persisted"));
    expect(rows).toHaveLength(1);
    await second.close();
  });

  it("is never opened during next build", () => {
    process.env.NEXT_PHASE = "phase-production-build";
    try {
      expect(() => getConnection()).toThrow(/during `next build`/);
    } finally {
      delete process.env.NEXT_PHASE;
    }
  });
});

describe("the database's variables, read by db/ itself", () => {
  it("defaults to PGlite in ./data, and takes a blank DATABASE_URL for unset", () => {
    expect(readDatabaseConfig({})).toEqual({ databaseUrl: undefined, dataDir: "./data" });
    expect(readDatabaseConfig({ DATABASE_URL: " ", DATA_DIR: "memory://" })).toEqual({ databaseUrl: undefined, dataDir: "memory://" });
    expect(readDatabaseConfig({ DATABASE_URL: "postgres://app@db/anaesprep" }).databaseUrl).toBe("postgres://app@db/anaesprep");
  });

  it("refuses a bad value with lib/env.ts's message", () => {
    expect(() => readDatabaseConfig({ DATABASE_URL: "not a url" })).toThrow(
      "Invalid environment configuration:\n  - DATABASE_URL: Invalid URL",
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the PostgreSQL connection", () => {
  it("runs without JIT, which costs the app's indexed statements more than it saves", async () => {
    const connection = getConnection();
    if (connection.kind !== "postgres") throw new Error("DATABASE_URL is set: expected PostgreSQL");
    const [setting] = await connection.sql`show jit`;
    expect(setting?.jit).toBe("off");
  });
});
