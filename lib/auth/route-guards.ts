/** The page redirects of docs/rules.md, "Route guards", as a pure function of path and session. */
const GUEST_ONLY = ["/login", "/register", "/forgot"];
const PROTECTED = ["/profile", "/buy-quiz", "/cart", "/start-quiz", "/see-quiz-result", "/practice", "/admin"];

const within = (path: string, prefixes: string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function guardRedirect(path: string, user: { isAdmin: boolean } | null): string | null {
  if (!user) return within(path, PROTECTED) ? "/login" : null;
  const inAdminArea = within(path, ["/admin"]);
  if (user.isAdmin) return inAdminArea ? null : "/admin";
  if (inAdminArea) return "/";
  if (within(path, GUEST_ONLY)) return "/";
  return null;
}
