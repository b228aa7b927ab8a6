/** The page redirects of docs/rules.md, "Route guards", as a pure function of path and session. */
const GUEST_ONLY = ["/login", "/register", "/forgot"];
const PROTECTED = ["/home", "/profile", "/buy-quiz", "/cart", "/start-quiz", "/see-quiz-result", "/practice", "/admin"];
/** A learner's home: their day (`/` stays the static marketing page for visitors). */
export const LEARNER_HOME = "/home";

const within = (path: string, prefixes: string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function guardRedirect(path: string, user: { isAdmin: boolean } | null): string | null {
  if (!user) return within(path, PROTECTED) ? "/login" : null;
  const inAdminArea = within(path, ["/admin"]);
  if (user.isAdmin) return inAdminArea ? null : "/admin";
  if (inAdminArea || path === "/" || within(path, GUEST_ONLY)) return LEARNER_HOME;
  return null;
}
