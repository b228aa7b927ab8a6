import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { isUniqueViolation } from "@/lib/db-errors";
import type { registerSchema } from "./schemas";

export const EMAIL_TAKEN = "An account with this email already exists.";

export async function registerLearner(input: z.infer<typeof registerSchema>): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await getDb()
      .insert(users)
      .values({ email: input.email, name: input.name, phone: input.phone, passwordHash })
      .returning({ id: users.id });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
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
} as const;

export async function getProfile(userId: string) {
  const [row] = await getDb().select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("Account not found.");
  return row;
}

export function findUserByEmail(email: string) {
  return getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}
