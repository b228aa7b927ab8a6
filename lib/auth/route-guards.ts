import { loginHref, pathnameOf, safeNextPath } from "./next-path";

/** The page redirects of docs/rules.md, "Route guards", as a pure function of address and session. */
const GUEST_ONLY = ["/login", "/register", "/forgot"];
const PROTECTED = ["/home", "/profile", "/buy-quiz", "/cart", "/start-quiz", "/see-quiz-result", "/practice", "/admin"];
/** A learner's home: their day (`/` stays the static marketing page for visitors). */
export const LEARNER_HOME = "/home";

const within = (path: string, prefixes: string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Where the page `path` (with its query, `search`: "?a=1" or "") sends this visitor or user, or
 * null to show it. A visitor goes to the sign-in page and comes back to the address afterwards.
 */
export function guardRedirect(path: string, user: { isAdmin: boolean } | null, search = ""): string | null {
  if (!user) return within(path, PROTECTED) ? loginHref(`${path}${search}`) : null;
  // Signed in already (another tab, a link opened twice): straight on to where the sign-in would go.
  if (within(path, GUEST_ONLY)) return signInDestination(user, search);
  const inAdminArea = within(path, ["/admin"]);
  if (user.isAdmin) return inAdminArea ? null : "/admin";
  if (inAdminArea || path === "/") return LEARNER_HOME;
  return null;
}

/**
 * Where a sign-in on the page with this query goes: its `next` when that is safe and this user may
 * open it as it is, else their home (admins: /admin).
 */
export function signInDestination(user: { isAdmin: boolean }, search: string): string {
  const next = safeNextPath(new URLSearchParams(search).get("next"));
  const path = next && pathnameOf(next);
  if (next && path && !within(path, GUEST_ONLY) && guardRedirect(path, user) === null) return next;
  return user.isAdmin ? "/admin" : LEARNER_HOME;
}
