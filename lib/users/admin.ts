import "server-only";
import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { setAccountDisabled } from "@/lib/auth/sessions";
import { containsPattern, offsetOf, pageOf, pageParamsSchema, searchTextSchema, type PageParams } from "@/lib/pagination";

/** Which accounts the admin list shows: every account, active or disabled ones, or admins. */
export const USER_FILTERS = ["all", "active", "disabled", "admins"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export const userListSchema = pageParamsSchema.extend({
  search: searchTextSchema,
  status: z.enum(USER_FILTERS, { error: `must be one of ${USER_FILTERS.join(", ")}.` }).default("all"),
});
export type UserListQuery = PageParams & { search: string; status: UserFilter };

export const userStatusSchema = z.object({
  userId: z.uuid("Unknown user."),
  disabled: z.boolean({ error: "disabled must be true or false." }),
});

const STATUS_CONDITION: Record<UserFilter, SQL | undefined> = {
  all: undefined,
  active: eq(users.disabled, false),
  disabled: eq(users.disabled, true),
  admins: eq(users.isAdmin, true),
};

/**
 * One page of the admin user list (the documented fields: _id, email, name, phone), with role and state, never
 * secrets; by email as the unique index orders it (lower(email)), with the total.
 */
export async function listUsers(query: UserListQuery) {
  const pattern = containsPattern(query.search);
  const matches = query.search ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const where = and(matches, STATUS_CONDITION[query.status]);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        phone: users.phone,
        isAdmin: users.isAdmin,
        disabled: users.disabled,
        extraTimePercent: users.extraTimePercent,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.email})`)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ _id: row.id, ...row, createdAt: row.createdAt.toISOString() })),
    total!.n,
    query,
  );
}

/** Registered learner accounts (admins not counted), for the admin home. */
export async function learnerCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(users).where(eq(users.isAdmin, false));
  return row?.n ?? 0;
}

/**
 * Disables or re-enables an account. Disabling ends every session of the account in the same
 * transaction, so re-enabling it later revives no cookie issued before (docs/rules.md, "Sessions").
 * An admin cannot disable themself.
 */
export async function setUserDisabled(actingAdminId: string, userId: string, disabled: boolean): Promise<void> {
  if (disabled && userId === actingAdminId) throw new DomainError("Conflict", "You cannot disable your own account.");
  await getDb().transaction(async (tx) => {
    if (!(await setAccountDisabled(tx, userId, disabled))) throw new DomainError("NotFound", "User not found.");
  });
}
