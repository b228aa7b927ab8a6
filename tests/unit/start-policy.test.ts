import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseConnection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { sessions, users } from "@/db/schema";
import { DEMO_ADMIN, DEMO_LEARNER } from "@/demo/accounts";
import { hashPassword } from "@/lib/auth/password";
import type { Env } from "@/lib/env";
import { NO_ADMIN_MESSAGE, prepareDatabase, startPolicy } from "@/lib/setup/prepare";

// Each case gets an empty database of its own, so "no admin" means what it says.
let connection: DatabaseConnection;
beforeEach(async () => {
  connection = openDatabase({ dataDir: "memory://" });
  await applyMigrations(connection);
});
afterEach(async () => {
  await connection.close();
});

const REAL = "postgres://deploy@db.example/anaesprep";
const envOf = (overrides: Partial<Env>): Env => ({ SEED_DEMO: false, ...overrides }) as Env;
const demo = () => ({ seed: vi.fn(async () => true), accounts: [DEMO_ADMIN, DEMO_LEARNER] });

async function insertUser(email: string, password: string, isAdmin = false) {
  const [row] = await connection.db
    .insert(users)
    .values({ email, name: email, passwordHash: await hashPassword(password), isAdmin })
    .returning({ id: users.id });
  await connection.db.insert(sessions).values({ userId: row!.id, expiresAt: sql`now() + interval '1 day'` });
  return row!.id;
}
const userByEmail = async (email: string) => (await connection.db.select().from(users).where(eq(users.email, email)))[0];

describe("startPolicy", () => {
  it("gives the embedded database the demo, and a real database only with SEED_DEMO", () => {
    expect(startPolicy(envOf({}))).toEqual({ realDatabase: false, seedDemo: true });
    expect(startPolicy(envOf({ DATABASE_URL: REAL }))).toEqual({ realDatabase: true, seedDemo: false });
    expect(startPolicy(envOf({ DATABASE_URL: REAL, SEED_DEMO: true }))).toEqual({ realDatabase: true, seedDemo: true });
  });
});

describe("prepareDatabase on a real database", () => {
  it("refuses to start with no admin and no ADMIN_EMAIL, naming both variables, and seeds nothing", async () => {
    const content = demo();
    const started = prepareDatabase(content, { env: envOf({ DATABASE_URL: REAL }), connection });
    await expect(started).rejects.toThrow(NO_ADMIN_MESSAGE);
    expect(NO_ADMIN_MESSAGE).toMatch(/ADMIN_EMAIL/);
    expect(NO_ADMIN_MESSAGE).toMatch(/ADMIN_PASSWORD/);
    expect(content.seed).not.toHaveBeenCalled();
  });

  it("with ADMIN_EMAIL: creates that admin, writes nothing of the demo", async () => {
    const content = demo();
    const env = envOf({ DATABASE_URL: REAL, ADMIN_EMAIL: "owner@clinic.pk", ADMIN_PASSWORD: "owner-password" });
    expect(await prepareDatabase(content, { env, connection })).toMatchObject({ seeded: false, disabled: [] });
    expect(content.seed).not.toHaveBeenCalled();
    expect(await userByEmail("owner@clinic.pk")).toMatchObject({ isAdmin: true, disabled: false });
    expect(await userByEmail(DEMO_LEARNER.email)).toBeUndefined();
  });

  it("disables an earlier seed's demo accounts that still take the published password, and ends their sessions", async () => {
    const learnerId = await insertUser(DEMO_LEARNER.email, DEMO_LEARNER.password);
    await insertUser(DEMO_ADMIN.email, "changed-by-its-owner", true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await prepareDatabase(demo(), { env: envOf({ DATABASE_URL: REAL }), connection });
    expect(result.disabled).toEqual([DEMO_LEARNER.email]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(DEMO_LEARNER.email);
    warn.mockRestore();
    expect(await userByEmail(DEMO_LEARNER.email)).toMatchObject({ disabled: true });
    expect(await connection.db.select().from(sessions).where(eq(sessions.userId, learnerId))).toEqual([]);
    // The admin whose owner changed the password stays, and counts as the admin.
    expect(await userByEmail(DEMO_ADMIN.email)).toMatchObject({ disabled: false, isAdmin: true });
  });

  it("refuses when the only admin was a demo account with its published password", async () => {
    await insertUser(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(prepareDatabase(demo(), { env: envOf({ DATABASE_URL: REAL }), connection })).rejects.toThrow(NO_ADMIN_MESSAGE);
    vi.restoreAllMocks();
    expect(await userByEmail(DEMO_ADMIN.email)).toMatchObject({ disabled: true });
  });

  it("with SEED_DEMO=1: seeds the demo and leaves its accounts alone", async () => {
    await insertUser(DEMO_LEARNER.email, DEMO_LEARNER.password);
    const content = demo();
    const result = await prepareDatabase(content, { env: envOf({ DATABASE_URL: REAL, SEED_DEMO: true }), connection });
    expect(result).toMatchObject({ seeded: true, disabled: [] });
    expect(content.seed).toHaveBeenCalledWith(connection.db, null);
    expect(await userByEmail(DEMO_LEARNER.email)).toMatchObject({ disabled: false });
  });
});

describe("prepareDatabase on the embedded database", () => {
  it("seeds the demo with no admin configured, and disables nothing", async () => {
    await insertUser(DEMO_LEARNER.email, DEMO_LEARNER.password);
    const content = demo();
    expect(await prepareDatabase(content, { env: envOf({}), connection })).toMatchObject({ seeded: true, disabled: [] });
    expect(await userByEmail(DEMO_LEARNER.email)).toMatchObject({ disabled: false });
  });
});
