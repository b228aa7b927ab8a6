/**
 * Edge-safe auth settings for middleware (its only user: redirects) and the server: no database, no hashing.
 * The httpOnly JWT cookie names a server-side session (lib/auth/sessions.ts): the server re-reads the
 * user and the session on every request; middleware only reads the cookie to redirect.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const secureCookies = (process.env.APP_URL ?? "").startsWith("https://");
export const SESSION_COOKIE = secureCookies ? "__Secure-anaesprep.session" : "anaesprep.session";
export const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies,
} as const;

/** What the session cookie carries: the user, and the server-side session it belongs to (`sid`, lib/auth/sessions.ts). */
export type SessionClaims = { sub: string; email: string; name: string; isAdmin: boolean; sid: string };

// The cookie is written only by POST /api/users/login (issueSessionCookie) in next-auth's JWT format;
// middleware only reads it (middleware.ts). This gives the decoded token our claims.
declare module "next-auth/jwt" {
  interface JWT {
    isAdmin?: boolean;
    sid?: string;
  }
}
