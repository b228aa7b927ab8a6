import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS, SESSION_MAX_AGE_SECONDS, type SessionClaims } from "./config";

/** The same JWE format next-auth writes and middleware reads (salt = cookie name). */
export async function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: claims,
    secret: getEnv().AUTH_SECRET,
    salt: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export async function decodeSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const claims = await decode({ token, secret: getEnv().AUTH_SECRET, salt: SESSION_COOKIE });
    if (!claims || typeof claims.sub !== "string") return null;
    return { ...claims, sv: typeof claims.sv === "number" ? claims.sv : -1 } as SessionClaims;
  } catch {
    return null;
  }
}

export type CookieInstruction = { name: string; value: string; options: typeof SESSION_COOKIE_OPTIONS & { maxAge: number } };

export function sessionCookie(value: string): CookieInstruction {
  return { name: SESSION_COOKIE, value, options: { ...SESSION_COOKIE_OPTIONS, maxAge: SESSION_MAX_AGE_SECONDS } };
}

export function clearedSessionCookie(): CookieInstruction {
  return { name: SESSION_COOKIE, value: "", options: { ...SESSION_COOKIE_OPTIONS, maxAge: 0 } };
}

/** Reads one cookie from a raw Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

export { SESSION_COOKIE };
