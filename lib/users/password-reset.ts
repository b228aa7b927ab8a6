import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passwordResetCodes, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/sessions";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { countTry, ipKey, type Window } from "@/lib/rate-limit";
import { findUserByEmail } from "@/lib/auth/find-user";

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
// One message for a wrong, expired, used or unknown code: it must not tell whether an account exists.
export const OTP_NOT_VERIFIED = "OTP is not verified. Check the code, or request a new one if it has expired.";
export const SENDS_PER_EMAIL: Window = { limit: 3, windowSeconds: 15 * 60 };
export const SENDS_PER_IP: Window = { limit: 10, windowSeconds: 15 * 60 };
/** Code checks (verify and reset alike) per window, over and above each code's own OTP_MAX_TRIES. */
export const CHECKS_PER_EMAIL: Window = { limit: 10, windowSeconds: 15 * 60 };
export const CHECKS_PER_IP: Window = { limit: 30, windowSeconds: 15 * 60 };

const hashCode = (userId: string, code: string) => createHmac("sha256", getEnv().AUTH_SECRET).update(`${userId}:${code}`).digest("hex");

/** Emails a fresh 6-digit code when the account exists; answers the same either way. */
export async function requestPasswordReset(email: string, ip: string | null): Promise<void> {
  await countTry(
    [
      { key: `otp:email:${email}`, window: SENDS_PER_EMAIL },
      { key: ipKey("otp", ip), window: SENDS_PER_IP },
    ],
    (wait) => `Too many codes requested. Please try again in ${wait}.`,
  );
  const user = await findUserByEmail(email);
  if (!user || user.disabled) return;

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await getDb().transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: hashCode(user.id, code),
      expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
    });
  });
  await sendMail({
    to: user.email,
    subject: "Your AnaesPrep password reset code",
    text: `Your AnaesPrep password reset code is ${code}.\n\nIt is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
  });
}

/** Checks a code without using it up; a wrong code counts against its tries. */
export async function verifyResetCode(email: string, code: string, ip: string | null): Promise<void> {
  await matchLiveCode(email, code, ip);
}

/** Sets a new password with a live code, uses the code up and ends every session of the user. */
export async function resetPassword(email: string, code: string, newPassword: string, ip: string | null): Promise<void> {
  const { userId, codeId } = await matchLiveCode(email, code, ip);
  const passwordHash = await hashPassword(newPassword);
  await getDb().transaction(async (tx) => {
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (used.length === 0) throw new DomainError("Invalid", OTP_NOT_VERIFIED, { field: "otp" });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endAllSessions(userId, tx);
  });
}

/**
 * Every check is counted before the code is compared, twice over: per email and address (rate
 * limits), and against the code's own tries, taken in the same statement that finds the code (a
 * row lock serialises concurrent guesses, so at most OTP_MAX_TRIES of them are compared). A match
 * gives its try back.
 */
async function matchLiveCode(email: string, code: string, ip: string | null): Promise<{ userId: string; codeId: string }> {
  await countTry(
    [
      { key: `otp-check:email:${email}`, window: CHECKS_PER_EMAIL },
      { key: ipKey("otp-check", ip), window: CHECKS_PER_IP },
    ],
    (wait) => `Too many code checks. Please try again in ${wait}.`,
  );
  const user = await findUserByEmail(email);
  if (!user || user.disabled) throw new DomainError("Invalid", OTP_NOT_VERIFIED, { field: "otp" });
  const newest = getDb()
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, sql`now()`)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  const [live] = await getDb()
    .update(passwordResetCodes)
    .set({ failedTries: sql`${passwordResetCodes.failedTries} + 1` })
    .where(and(eq(passwordResetCodes.id, sql`(${newest})`), lt(passwordResetCodes.failedTries, OTP_MAX_TRIES)))
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  if (!live) throw new DomainError("Invalid", OTP_NOT_VERIFIED, { field: "otp" });
  const expected = Buffer.from(live.codeHash, "hex");
  const given = Buffer.from(hashCode(user.id, code), "hex");
  if (!timingSafeEqual(expected, given)) throw new DomainError("Invalid", OTP_NOT_VERIFIED, { field: "otp" });
  await getDb()
    .update(passwordResetCodes)
    .set({ failedTries: sql`${passwordResetCodes.failedTries} - 1` })
    .where(eq(passwordResetCodes.id, live.id));
  return { userId: user.id, codeId: live.id };
}
