import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Database } from "./client";
import { users } from "./schema";

export const DEMO_ADMIN = { email: "admin@anaesprep.test", password: "Admin123!" } as const;

/** Creates the admin, or promotes an existing account and sets its password; re-enables it. */
export async function ensureAdmin(db: Database, admin: { email: string; password: string }): Promise<string> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const updated = await db
    .update(users)
    .set({ isAdmin: true, disabled: false, passwordHash })
    .where(eq(sql`lower(${users.email})`, email))
    .returning({ id: users.id });
  if (updated[0]) return updated[0].id;
  const [created] = await db
    .insert(users)
    .values({ email, name: "Administrator", passwordHash, isAdmin: true })
    .returning({ id: users.id });
  return created!.id;
}
