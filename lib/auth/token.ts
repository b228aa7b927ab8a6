import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { isUuid } from "@/lib/ids";
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS, SESSION_MAX_AGE_SECONDS, type SessionClaims } from "./config";

/** The JWE format next-auth uses, so that middleware (next-auth) reads it (salt = cookie name). */
export async function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: claims,
    secret: getEnv().AUTH_SECRET,
    salt: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/**
 * Decoding a JWE costs about a millisecond of CPU on every request, so decoded claims are kept
 * per token until the token expires. Safe: the same token always decodes to the same claims, and
 * every request still checks the account against the database (disable, revocation): the guards
 * re-read it, and the answer save checks it inside its own statement.
 */
const decoded = new Map<string, { claims: SessionClaims; expiresAt: number }>();
const MAX_CACHED_TOKENS = 10_000;

/** Far above any token we issue (about 400 characters): a longer one is refused without decoding it. */
const MAX_TOKEN_LENGTH = 4096;

export async function decodeSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const cached = keptClaims(token);
  if (cached) return cached;
  try {
    const raw = await decode({ token, secret: getEnv().AUTH_SECRET, salt: SESSION_COOKIE });
    // A token from before server-side sessions (no sid) names no session: signed out.
    if (!raw?.sub || !isUuid(raw.sub) || !raw.sid || !isUuid(raw.sid)) return null;
    const claims: SessionClaims = {
      sub: raw.sub,
      email: raw.email ?? "",
      name: raw.name ?? "",
      isAdmin: raw.isAdmin === true,
      sid: raw.sid,
    };
    if (decoded.size >= MAX_CACHED_TOKENS) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, { claims, expiresAt: typeof raw.exp === "number" ? raw.exp * 1000 : Date.now() + 60_000 });
    return claims;
  } catch {
    return null;
  }
}

/** The claims of a token decoded before and not yet expired, without waiting: the answer save's usual case. */
export function keptClaims(token: string | undefined): SessionClaims | undefined {
  const kept = token === undefined ? undefined : decoded.get(token);
  return kept && kept.expiresAt > Date.now() ? kept.claims : undefined;
}

export type CookieInstruction = { name: string; value: string; options: typeof SESSION_COOKIE_OPTIONS & { maxAge: number } };

export function sessionCookie(value: string): CookieInstruction {
  return { name: SESSION_COOKIE, value, options: { ...SESSION_COOKIE_OPTIONS, maxAge: SESSION_MAX_AGE_SECONDS } };
}

export function clearedSessionCookie(): CookieInstruction {
  return { name: SESSION_COOKIE, value: "", options: { ...SESSION_COOKIE_OPTIONS, maxAge: 0 } };
}

/**
 * Reads one cookie from a raw Cookie header. A value that does not percent-decode is returned as
 * sent: it then fails to decode as a token, so it is "no session" (and gets cleared), not a 500.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return percentDecoded(part.slice(separator + 1).trim());
  }
  return undefined;
}

function percentDecoded(value: string): string {
  if (!value.includes("%")) return value; // a session token never has one: no decoding on every request
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export { SESSION_COOKIE };
