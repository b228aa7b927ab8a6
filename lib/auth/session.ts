import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { redirect } from "next/navigation";
import { loadSessionUser, type SessionUser } from "./guards";
import { loginHref, REQUESTED_PATH_HEADER, safeNextPath } from "./next-path";
import { SESSION_COOKIE } from "./token";

export type { SessionUser };

/** The signed-in user for a server component, re-read from the database once per request; null for visitors. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const cookieStore = await cookies();
  return loadSessionUser(cookieStore.get(SESSION_COOKIE)?.value);
});

/**
 * Where a page sends someone without a valid session: the sign-in page, coming back to the page
 * asked for (the middleware names it; docs/rules.md, "Route guards"); a dead cookie is cleared on the way.
 */
async function signInPage(): Promise<never> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const back = safeNextPath(headerList.get(REQUESTED_PATH_HEADER));
  if (!cookieStore.has(SESSION_COOKIE)) redirect(loginHref(back));
  redirect(back ? `/api/user/logout?next=login&return=${encodeURIComponent(back)}` : "/api/user/logout?next=login");
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
