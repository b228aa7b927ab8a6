import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/sessions";

/** Arbitrary constant: instances starting together take turns (update-or-insert is not atomic). */
const ADMIN_LOCK_ID = 724_003;

/**
 * Creates the admin, or promotes an existing account and sets its password; re-enables it.
 * A promotion or a new password ends the account's sessions (docs/rules.md, "Accounts and
 * sessions"); the same password at a restart keeps them.
 */
export async function ensureAdmin(db: Database, admin: { email: string; password: string }): Promise<string> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_ID})`);
    const [existing] = await tx
      .select({ id: users.id, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for("update");
    if (existing) {
      const unchanged = existing.isAdmin && (await verifyPassword(admin.password, existing.passwordHash));
      await tx.update(users).set({ isAdmin: true, disabled: false, passwordHash }).where(eq(users.id, existing.id));
      if (!unchanged) await endAllSessions(existing.id, tx);
      return existing.id;
    }
    const [created] = await tx
      .insert(users)
      .values({ email, name: "Administrator", passwordHash, isAdmin: true })
      .returning({ id: users.id });
    return created!.id;
  });
}
