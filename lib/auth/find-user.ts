import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

/** The account of an email address, whatever its case and surrounding spaces (sign-in and password reset). */
export function findUserByEmail(email: string) {
  return getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}
