import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { redirect } from "next/navigation";
import { loadSessionUser, type SessionUser } from "./guards";
import { SESSION_COOKIE } from "./token";

export type { SessionUser };

/** The signed-in user for a server component, re-read from the database once per request; null for visitors. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const cookieStore = await cookies();
  return loadSessionUser(cookieStore.get(SESSION_COOKIE)?.value);
});

/** Where a page sends someone without a valid session: a dead cookie is cleared on the way. */
async function signInPage(): Promise<never> {
  const cookieStore = await cookies();
  redirect(cookieStore.has(SESSION_COOKIE) ? "/api/user/logout?next=login" : "/login");
}

/** For learner pages: visitor → /login, admin → /admin. */
export async function requirePageLearner(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) return signInPage();
  if (user.isAdmin) redirect("/admin");
  return user;
}

/** For admin pages: visitor → /login, learner → /. */
export async function requirePageAdmin(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) return signInPage();
  if (!user.isAdmin) redirect("/");
  return user;
}
