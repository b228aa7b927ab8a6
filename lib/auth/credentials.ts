import { AppError, tooManyRequests } from "@/lib/api/errors";
import { countHit, countHitIfKeyed, currentHits, currentHitsIfKeyed, describeWait, ipKey, resetHits, type Window } from "@/lib/rate-limit";
import { findUserByEmail } from "@/lib/users/accounts";
import type { SessionClaims } from "./config";
import type { SessionUser } from "./guards";
import { verifyPassword } from "./password";
import { encodeSessionToken, sessionCookie, type CookieInstruction } from "./token";

export const INVALID_CREDENTIALS = "Invalid email or password";

/** Failed sign-ins allowed per window before 429, per email and per client address. */
export const LOGIN_FAILURES_PER_EMAIL: Window = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_IP: Window = { limit: 30, windowSeconds: 15 * 60 };
/** After this many failures for an email, each further try is slowed by a second per failure. */
const SLOWDOWN_AFTER = 2;

const emailKey = (email: string) => `login:email:${email}`;

export type AuthenticatedUser = SessionUser & { sessionVersion: number };

/** Checks an email and password, with throttling shared by every app instance. */
export async function authenticate(email: string, password: string, ip: string | null): Promise<AuthenticatedUser> {
  const [byEmail, byIp] = await Promise.all([
    currentHits(emailKey(email), LOGIN_FAILURES_PER_EMAIL),
    currentHitsIfKeyed(ipKey("login", ip), LOGIN_FAILURES_PER_IP),
  ]);
  if (byEmail.hits >= LOGIN_FAILURES_PER_EMAIL.limit || byIp.hits >= LOGIN_FAILURES_PER_IP.limit) {
    const wait = Math.max(byEmail.retryAfterSeconds, byIp.retryAfterSeconds);
    throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${describeWait(wait)}.`);
  }
  if (byEmail.hits > SLOWDOWN_AFTER) await sleep((byEmail.hits - SLOWDOWN_AFTER) * 1000);

  const user = await findUserByEmail(email);
  const passwordMatches = await verifyPassword(password, user?.passwordHash);
  if (!user || !passwordMatches) {
    await Promise.all([countHit(emailKey(email), LOGIN_FAILURES_PER_EMAIL), countHitIfKeyed(ipKey("login", ip), LOGIN_FAILURES_PER_IP)]);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  if (user.disabled) throw new AppError(403, "This account has been disabled. Please contact support.");
  await resetHits(emailKey(email));
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin, sessionVersion: user.sessionVersion };
}

function sessionClaimsFor(user: AuthenticatedUser): SessionClaims {
  return { sub: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin, sv: user.sessionVersion };
}

/** The session cookie for a user who just proved who they are (login, or a password change). */
export async function issueSessionCookie(user: AuthenticatedUser): Promise<CookieInstruction> {
  return sessionCookie(await encodeSessionToken(sessionClaimsFor(user)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
