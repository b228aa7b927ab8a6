import "server-only";
import { and, eq, gt, lte, sql, type SQLWrapper } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./config";
import { decodeSessionToken, readCookie } from "./token";

/**
 * Server-side sessions: a cookie's claims name a `sessions` row (`sid`), and the cookie counts
 * only while that row exists and has not expired. Logout deletes the row, so a copied cookie is
 * dead from then on.
 */

/** The condition "session `sessionId` is a live session of `userId`", for a statement that checks it along the way. */
export const liveSession = (sessionId: SQLWrapper | string, userId: SQLWrapper | string) =>
  and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`));

/** Starts a session (absolute lifetime: the cookie's max age) and clears out everyone's expired ones. */
export async function startSession(userId: string): Promise<string> {
  const [[row]] = await Promise.all([
    getDb()
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})` })
      .returning({ id: sessions.id }),
    getDb()
      .delete(sessions)
      .where(lte(sessions.expiresAt, sql`now()`)),
  ]);
  return row!.id;
}

/** Ends one session (logout); a session already ended or of someone else is left alone. */
export async function endSession(sessionId: string, userId: string): Promise<void> {
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/** Logout: ends the session the request's cookie names, if it names one. */
export async function endRequestSession(request: Request): Promise<void> {
  const claims = await decodeSessionToken(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  if (claims) await endSession(claims.sid, claims.sub);
}

/** Ends every session of the user (sign out everywhere, a password change or reset). */
export async function endAllSessions(userId: string, db: Executor = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Enables or disables an account in the caller's transaction; disabling ends every session of it
 * there too, so enabling it again revives no cookie (docs/rules.md, "Accounts and sessions").
 * False when no such account exists.
 */
export async function setAccountDisabled(tx: Executor, userId: string, disabled: boolean): Promise<boolean> {
  const updated = await tx.update(users).set({ disabled }).where(eq(users.id, userId)).returning({ id: users.id });
  if (updated.length === 0) return false;
  if (disabled) await endAllSessions(userId, tx);
  return true;
}
