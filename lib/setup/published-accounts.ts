import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { setAccountDisabled } from "@/lib/auth/sessions";

/** A sign-in printed in README.md for the demo: anyone can read it. */
export type PublishedAccount = { email: string; password: string };

/**
 * Disables every account of `published` that still accepts its published password, ending its
 * sessions, and returns their emails (docs/rules.md, "Starting on a real database"). An account
 * whose owner changed the password is theirs and stays as it is.
 */
export async function disablePublishedAccounts(db: Database, published: readonly PublishedAccount[]): Promise<string[]> {
  if (published.length === 0) return [];
  const emails = published.map((account) => account.email.toLowerCase());
  const found = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.disabled, false)));
  const disabled: string[] = [];
  for (const account of found) {
    const password = published.find((entry) => entry.email.toLowerCase() === account.email.toLowerCase())!.password;
    if (!(await verifyPassword(password, account.passwordHash))) continue;
    await db.transaction((tx) => setAccountDisabled(tx, account.id, true));
    disabled.push(account.email);
  }
  return disabled;
}

/** Whether an enabled admin exists: someone can approve payments and author quizzes. */
export async function hasActiveAdmin(db: Database): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.disabled, false)))
    .limit(1);
  return admin !== undefined;
}
