import type { NextAuthConfig } from "next-auth";

/**
 * Edge-safe auth settings shared by middleware and the server: no database, no hashing.
 * The session lives only in this httpOnly JWT cookie; the server re-reads the user on every request.
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

export type SessionClaims = { sub: string; email: string; name: string; isAdmin: boolean; sv: number };

export const authConfig = {
  trustHost: true,
  providers: [],
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  cookies: { sessionToken: { name: SESSION_COOKIE, options: SESSION_COOKIE_OPTIONS } },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const signedIn = user as { id: string; isAdmin?: boolean; sessionVersion?: number };
        Object.assign(token, { sub: signedIn.id, isAdmin: signedIn.isAdmin === true, sv: signedIn.sessionVersion ?? 0 });
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, user: { ...session.user, id: token.sub ?? "", isAdmin: token.isAdmin === true } };
    },
  },
} satisfies NextAuthConfig;
