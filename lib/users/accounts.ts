import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { isUniqueViolation } from "@/lib/db-errors";
import { countTry, ipKey, type Window } from "@/lib/rate-limit";
import type { registerSchema } from "./schemas";

export const EMAIL_TAKEN = "An account with this email already exists.";

/** Registrations allowed per window before 429: per email (repeats of a taken one) and per client address. */
export const REGISTRATIONS_PER_EMAIL: Window = { limit: 5, windowSeconds: 60 * 60 };
export const REGISTRATIONS_PER_IP: Window = { limit: 50, windowSeconds: 60 * 60 };

/** Counted before the password is hashed, so a burst of sign-ups cannot keep bcrypt busy. */
export async function registerLearner(
  input: z.infer<typeof registerSchema>,
  ip: string | null,
): Promise<{ id: string; email: string; name: string; isAdmin: false }> {
  await countTry(
    [
      { key: `register:email:${input.email}`, window: REGISTRATIONS_PER_EMAIL },
      { key: ipKey("register", ip), window: REGISTRATIONS_PER_IP },
    ],
    (wait) => `Too many registrations. Please try again in ${wait}.`,
  );
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await getDb()
      .insert(users)
      .values({ email: input.email, name: input.name, phone: input.phone, passwordHash })
      .returning({ id: users.id, email: users.email, name: users.name });
    return { ...row!, isAdmin: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("AlreadyExists", EMAIL_TAKEN);
    throw error;
  }
}

export const profileColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phone: users.phone,
  address: users.address,
  isAdmin: users.isAdmin,
  showOnLeaderboard: users.showOnLeaderboard,
  examDate: users.examDate,
  /** Read-only here: an admin sets it (docs/rules.md, "Study plan"). */
  extraTimePercent: users.extraTimePercent,
} as const;

export async function getProfile(userId: string) {
  const [row] = await getDb().select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new DomainError("NotFound", "Account not found.");
  return row;
}
