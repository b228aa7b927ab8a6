import "server-only";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";

export const userSearchSchema = z.object({ search: z.string().trim().max(100, "Search is too long.").default("") });
export const userStatusSchema = z.object({
  userId: z.uuid("Unknown user."),
  disabled: z.boolean({ error: "disabled must be true or false." }),
});

/** The admin user list (spec: _id, email, name, phone), with role and state; never secrets. */
export async function listUsers(search = "") {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const matches: SQL | undefined = search ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const rows = await getDb()
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      isAdmin: users.isAdmin,
      disabled: users.disabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(matches))
    .orderBy(asc(users.email))
    .limit(500);
  return rows.map((row) => ({ _id: row.id, ...row, createdAt: row.createdAt.toISOString() }));
}

/** Registered learner accounts (admins not counted), for the admin home. */
export async function learnerCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(users).where(eq(users.isAdmin, false));
  return row?.n ?? 0;
}

/**
 * Disables or re-enables an account. A disabled user cannot sign in, and their sessions stop
 * at the next request (every request re-reads the flag). An admin cannot disable themself.
 */
export async function setUserDisabled(actingAdminId: string, userId: string, disabled: boolean): Promise<void> {
  if (disabled && userId === actingAdminId) throw conflict("You cannot disable your own account.");
  const updated = await getDb().update(users).set({ disabled }).where(eq(users.id, userId)).returning({ id: users.id });
  if (updated.length === 0) throw notFound("User not found.");
}
