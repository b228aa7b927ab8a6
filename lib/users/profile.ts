import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/sessions";
import { countTry, ipKey, resetHits, type Window } from "@/lib/rate-limit";
import { profileColumns } from "./accounts";
import { EXTRA_TIME_REFUSAL, type changePasswordSchema, type profileUpdateSchema } from "./schemas";

/**
 * Saves the editable fields and answers the profile as it now stands. Extra time is an admin's
 * decision (docs/rules.md, "Study plan"): a request that carries it changes nothing.
 */
export async function updateProfile(userId: string, input: z.infer<typeof profileUpdateSchema>) {
  if (input.extraTimePercent !== undefined) throw new DomainError("Forbidden", EXTRA_TIME_REFUSAL);
  const { name, phone, address, showOnLeaderboard, examDate } = input;
  const [row] = await getDb()
    .update(users)
    .set({ name, phone, address, showOnLeaderboard, examDate })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw new DomainError("NotFound", "Account not found.");
  return row;
}

/** Current-password tries allowed per window before 429, per account and per client address. */
export const PASSWORD_CHANGES_PER_USER: Window = { limit: 5, windowSeconds: 15 * 60 };
export const PASSWORD_CHANGES_PER_IP: Window = { limit: 30, windowSeconds: 15 * 60 };

/**
 * Changes the password and ends every session of the user (the caller issues this device a new one).
 * The try is counted before the current password is checked: a stolen session cannot guess it.
 */
export async function changePassword(userId: string, input: z.infer<typeof changePasswordSchema>, ip: string | null): Promise<void> {
  const userKey = `password-change:user:${userId}`;
  await countTry(
    [
      { key: userKey, window: PASSWORD_CHANGES_PER_USER },
      { key: ipKey("password-change", ip), window: PASSWORD_CHANGES_PER_IP },
    ],
    (wait) => `Too many password change attempts. Please try again in ${wait}.`,
  );
  const [user] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new DomainError("Invalid", "Your current password is not correct.", { field: "currentPassword" });
  }
  if (input.currentPassword === input.newPassword)
    throw new DomainError("Invalid", "The new password must differ from the current one.", { field: "newPassword" });
  const passwordHash = await hashPassword(input.newPassword);
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endAllSessions(userId, tx);
  });
  await resetHits(userKey);
}
