import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Executor } from "@/db/client";
import { accommodationChanges, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { reasonSchema } from "@/lib/single-line";
import { MAX_EXTRA_TIME_PERCENT } from "./terms";

const PERCENT_RULE = `must be a whole number from 0 to ${MAX_EXTRA_TIME_PERCENT}.`;

/** `POST /api/users/{id}/accommodation`: the new percent (0 removes it) and why, one line of text. */
export const accommodationSchema = z.object({
  extraTimePercent: z.number({ error: PERCENT_RULE }).int(PERCENT_RULE).min(0, PERCENT_RULE).max(MAX_EXTRA_TIME_PERCENT, PERCENT_RULE),
  reason: reasonSchema("Please give the reason for the extra time."),
});
export type AccommodationInput = z.infer<typeof accommodationSchema>;

/** How many changes the history shows, newest first. */
export const HISTORY_SIZE = 50;

export const USER_NOT_FOUND = "User not found.";
export const ADMIN_TARGET = "Admins do not sit quizzes: extra time is for learners only.";

export type AccommodationView = {
  userId: string;
  name: string;
  email: string;
  extraTimePercent: number;
  history: {
    id: string;
    extraTimePercent: number;
    reason: string;
    changedAt: string;
    /** The admin who made the change; null once their account is gone. */
    changedBy: { id: string; name: string; email: string } | null;
  }[];
};

/** `GET /api/users/{id}/accommodation`: the learner's extra time and its last HISTORY_SIZE changes, newest first. */
export async function accommodationOf(userId: string, db: Executor = getDb()): Promise<AccommodationView> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, extraTimePercent: users.extraTimePercent })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError("NotFound", USER_NOT_FOUND);
  if (user.isAdmin) throw new DomainError("NotALearner", ADMIN_TARGET);
  const rows = await db
    .select({
      id: accommodationChanges.id,
      extraTimePercent: accommodationChanges.extraTimePercent,
      reason: accommodationChanges.reason,
      changedAt: accommodationChanges.changedAt,
      adminId: users.id,
      adminName: users.name,
      adminEmail: users.email,
    })
    .from(accommodationChanges)
    .leftJoin(users, eq(users.id, accommodationChanges.changedBy))
    .where(eq(accommodationChanges.userId, userId))
    .orderBy(desc(accommodationChanges.changedAt), desc(accommodationChanges.id))
    .limit(HISTORY_SIZE);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    extraTimePercent: user.extraTimePercent,
    history: rows.map((row) => ({
      id: row.id,
      extraTimePercent: row.extraTimePercent,
      reason: row.reason,
      changedAt: row.changedAt.toISOString(),
      changedBy: row.adminId ? { id: row.adminId, name: row.adminName!, email: row.adminEmail! } : null,
    })),
  };
}

/**
 * An admin sets a learner's extra time (docs/rules.md, "Extra time"): the percent and its record
 * (who, when, value, reason) are written in one transaction; an unknown account is a 404, an
 * admin's a 409, and nothing is written. Timed things already running keep their deadline.
 */
export async function setExtraTime(adminId: string, userId: string, input: AccommodationInput): Promise<AccommodationView> {
  return getDb().transaction(async (tx) => {
    // The row lock orders concurrent changes of one learner: the history's newest is the value stored.
    const [target] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw new DomainError("NotFound", USER_NOT_FOUND);
    if (target.isAdmin) throw new DomainError("NotALearner", ADMIN_TARGET);
    await tx.update(users).set({ extraTimePercent: input.extraTimePercent }).where(eq(users.id, userId));
    // The time the change took effect, read now that the lock is held: not now(), the transaction's
    // start, which a change that queued behind another would carry from before that one.
    await tx.insert(accommodationChanges).values({
      userId,
      extraTimePercent: input.extraTimePercent,
      reason: input.reason,
      changedBy: adminId,
      changedAt: sql`clock_timestamp()`,
    });
    return accommodationOf(userId, tx);
  });
}
