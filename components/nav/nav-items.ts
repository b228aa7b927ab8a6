import { LEARNER_HOME } from "@/lib/auth/route-guards";

export type NavItem = { href: string; label: string };

/** Links of the public header: the Quiz link depends on whether someone is signed in; Practice is for learners. */
export function siteNavItems(signedIn: { isAdmin: boolean } | null): NavItem[] {
  return [
    // A learner's home is their day; "/" would only redirect them there (docs/rules.md, "Route guards").
    { href: signedIn && !signedIn.isAdmin ? LEARNER_HOME : "/", label: "Home" },
    { href: signedIn ? "/buy-quiz" : "/quiz", label: "Quiz" },
    ...(signedIn && !signedIn.isAdmin ? [{ href: "/practice", label: "Practice" }] : []),
    { href: "/grand-tests", label: "Grand Tests" },
    { href: "/pricing", label: "Pricing" },
    { href: "/about", label: "About" },
    { href: "/contact", label: "Contact" },
  ];
}

/** Exact-match test for active links (trailing slashes ignored). */
export function isActivePath(pathname: string, href: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return trim(pathname) === trim(href);
}
