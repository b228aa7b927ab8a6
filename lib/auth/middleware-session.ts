import { decode } from "next-auth/jwt";
import { SESSION_COOKIE } from "./config";
import { readCookie } from "./cookie";

/**
 * What middleware knows of a request's session: the role its cookie claims, or null. It only
 * reads: the cookie is never written back (next-auth's `auth()` wrapper re-issued it on every
 * response, so a prefetch answered after "sign out everywhere" put the cleared cookie back).
 * Whether the session is still live is checked by the server on every request, never here.
 */
export async function claimedRole(cookieHeader: string | null): Promise<{ isAdmin: boolean } | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const secret = process.env.AUTH_SECRET;
  if (!token || !secret || token.length > 4096) return null;
  try {
    const claims = await decode({ token, secret, salt: SESSION_COOKIE });
    return claims?.sub && claims.sid ? { isAdmin: claims.isAdmin === true } : null;
  } catch {
    return null;
  }
}
