import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { DomainError, signInRequired } from "@/lib/errors";
import type { SessionClaims } from "./config";
import { liveSession } from "./sessions";
import { decodeSessionToken, keptClaims, readCookie, SESSION_COOKIE } from "./token";

export type SessionUser = { id: string; email: string; name: string; isAdmin: boolean };

/**
 * Turns a session cookie into the current user, re-read from the database so that a disabled
 * account, a role change or a password reset takes effect at the very next request.
 */
export async function loadSessionUser(token: string | undefined): Promise<SessionUser | null> {
  const claims = await decodeSessionToken(token);
  return claims ? loadClaimedUser(claims) : null;
}

/** The account the claims name, when it is enabled and the session still live: one statement. */
async function loadClaimedUser(claims: SessionClaims): Promise<SessionUser | null> {
  const [row] = await claimedUserStatement(getDb()).execute({ userId: claims.sub, sessionId: claims.sid });
  if (!row) return null;
  return { id: row.id, email: row.email, name: row.name, isAdmin: row.isAdmin };
}

const claimedUserStatements = new WeakMap<Database, ReturnType<typeof prepareClaimedUser>>();

/** Every signed-in request runs this statement: built once per connection, not on each request. */
function claimedUserStatement(db: Database) {
  let statement = claimedUserStatements.get(db);
  if (!statement) claimedUserStatements.set(db, (statement = prepareClaimedUser(db)));
  return statement;
}

function prepareClaimedUser(db: Database) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin })
    .from(users)
    .innerJoin(sessions, liveSession(sql.placeholder("sessionId"), users.id))
    .where(and(eq(users.id, sql.placeholder("userId")), eq(users.disabled, false)))
    .limit(1)
    .prepare("claimed_user");
}

/** GET /api/session: the request's user (or null), and whether it sent a cookie that names no live session. */
export async function sessionOfRequest(request: Request): Promise<{ user: SessionUser | null; staleCookie: boolean }> {
  const user = await getRequestUser(request);
  return { user, staleCookie: !user && readCookie(request.headers.get("cookie"), SESSION_COOKIE) !== undefined };
}

export function getRequestUser(request: Request): Promise<SessionUser | null> {
  return loadSessionUser(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw signInRequired();
  return user;
}

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw new DomainError("Forbidden", "Only administrators can do this.");
  return user;
}

export async function requireLearner(request: Request): Promise<SessionUser> {
  return assertLearner(await requireUser(request));
}

/** requireLearner for code that holds only the claims (the answer saves, claimedAnswer below): re-reads the account. */
export async function requireClaimedLearner(claims: SessionClaims): Promise<SessionUser> {
  const user = await loadClaimedUser(claims);
  if (!user) throw signInRequired();
  return assertLearner(user);
}

function assertLearner(user: SessionUser): SessionUser {
  if (user.isAdmin) throw new DomainError("Forbidden", "This is for learner accounts.");
  return user;
}

/**
 * The session check of both answer saves (the quiz's, lib/attempts/save-answer-core.ts, and
 * practice's): the claims from the cookie, without the database, then the answer read. The account
 * itself is checked inside the answer statement (one round trip); only when the input is refused is
 * the learner read, once, so that a disabled, signed-out or admin session hears its 401/403 rather
 * than the input's 400/413.
 */
export async function claimedAnswer<Input>(
  cookie: string | null,
  readInput: () => Promise<Input>,
): Promise<{ claims: SessionClaims; input: Input }> {
  const token = readCookie(cookie, SESSION_COOKIE);
  // Kept claims without an await: every promise costs more while Next's async contexts are on.
  const claims = keptClaims(token) ?? (await decodeSessionToken(token));
  if (!claims) throw signInRequired();
  try {
    return { claims, input: await readInput() };
  } catch (refusal) {
    await requireClaimedLearner(claims);
    throw refusal;
  }
}
