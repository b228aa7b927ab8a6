import "server-only";
import { DomainError } from "@/lib/errors";
import { countTry, ipKey, resetHits, undoHit, type Window } from "@/lib/rate-limit";
import { findUserByEmail } from "./find-user";
import type { SessionClaims } from "./config";
import type { SessionUser } from "./guards";
import { verifyPassword } from "./password";
import { startSession } from "./sessions";
import { encodeSessionToken, sessionCookie, type CookieInstruction } from "./token";

export const INVALID_CREDENTIALS = "Invalid email or password";

/** Sign-in tries allowed per window before 429, per email and per client address; a success takes its try back. */
export const LOGIN_TRIES_PER_EMAIL: Window = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_TRIES_PER_IP: Window = { limit: 30, windowSeconds: 15 * 60 };
/** After this many failures for an email, each further try is slowed by a second per failure. */
const SLOWDOWN_AFTER = 2;

const emailKey = (email: string) => `login:email:${email}`;

/**
 * Checks an email and password, with throttling shared by every app instance. The try is counted
 * before bcrypt runs, so concurrent guesses cannot all slip under the limit.
 */
export async function authenticate(email: string, password: string, ip: string | null): Promise<SessionUser> {
  const addressKey = ipKey("login", ip);
  const [emailTries] = await countTry(
    [
      { key: emailKey(email), window: LOGIN_TRIES_PER_EMAIL },
      { key: addressKey, window: LOGIN_TRIES_PER_IP },
    ],
    (wait) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
  );
  const earlierFailures = emailTries! - 1;
  if (earlierFailures > SLOWDOWN_AFTER) await sleep((earlierFailures - SLOWDOWN_AFTER) * 1000);

  const user = await findUserByEmail(email);
  const passwordMatches = await verifyPassword(password, user?.passwordHash);
  if (!user || !passwordMatches) throw new DomainError("Unauthenticated", INVALID_CREDENTIALS);
  if (user.disabled) throw new DomainError("Forbidden", "This account has been disabled. Please contact support.");
  await Promise.all([resetHits(emailKey(email)), undoHit(addressKey)]);
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin };
}

/** A new server-side session and its cookie, for a user who just proved who they are (login, or a password change). */
export async function issueSessionCookie(user: SessionUser): Promise<CookieInstruction> {
  const sid = await startSession(user.id);
  const claims: SessionClaims = { sub: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin, sid };
  return sessionCookie(await encodeSessionToken(claims));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
