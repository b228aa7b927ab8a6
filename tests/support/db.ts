import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import type { SQL } from "drizzle-orm";
import { adoptConnection, closeConnection, getConnection, getDb, openDatabase, type Executor } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { issueSessionCookie } from "@/lib/auth/credentials";

/** A migrated database for this test file: in-memory PGlite, or DATABASE_URL when set. */
export function setUpTestDatabase(): void {
  beforeAll(async () => {
    const dump = inject("migratedDatabaseDump");
    // The embedded database starts as a copy of the one migrated once (tests/support/global-setup.ts).
    if (dump && !process.env.DATABASE_URL) {
      adoptConnection(() => openDatabase({ dataDir: "memory://", loadDataDir: new Blob([fs.readFileSync(dump)]) }));
    }
    await applyMigrations(getConnection());
  });
  afterAll(async () => {
    await closeConnection();
  });
}

/**
 * Tests only: the rows of a hand-written statement as the test says they are, unchecked (the app
 * reads its own through db/rows.ts `readRows`, column by column).
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@test.anaesprep.dev`;

export type TestUser = { id: string; email: string; name: string; password: string; isAdmin: boolean; cookie: string };

const hashCache = new Map<string, Promise<string>>();

export async function createUser(
  options: { isAdmin?: boolean; disabled?: boolean; password?: string; name?: string } = {},
): Promise<TestUser> {
  const password = options.password ?? "correct-horse-battery";
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  const email = uniqueEmail(options.isAdmin ? "admin" : "learner");
  const name = options.name ?? (options.isAdmin ? "Test Admin" : "Test Learner");
  const [row] = await getDb()
    .insert(users)
    .values({
      email,
      name,
      phone: "03001234567",
      passwordHash: await hashCache.get(password)!,
      isAdmin: options.isAdmin ?? false,
      disabled: options.disabled ?? false,
    })
    .returning({ id: users.id });
  const user = { id: row!.id, email, name, isAdmin: options.isAdmin ?? false };
  return { ...user, password, cookie: await newSessionCookie(user) };
}

/** A Cookie header for a new session of the user, as if they signed in on another device. */
export async function newSessionCookie(user: { id: string; email: string; name: string; isAdmin: boolean }): Promise<string> {
  const cookie = await issueSessionCookie({ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin });
  return `${cookie.name}=${cookie.value}`;
}
