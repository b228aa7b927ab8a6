"use client";

import { useNextPath } from "@/client/next-path";

/**
 * On the sign-in pages reached from a page that needs a session: says that signing in goes back
 * there (docs/rules.md, "Route guards"). Shown after hydration, only for a safe `next`.
 */
export function ReturnHint() {
  const next = useNextPath();
  if (!next) return null;
  return (
    <p role="status" className="mb-5 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100 ring-inset">
      Sign in to continue: you will go back to the page you were on.
    </p>
  );
}
