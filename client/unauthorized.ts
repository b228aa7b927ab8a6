import { useEffect, useState } from "react";
import { loginHref } from "@/lib/auth/next-path";

/**
 * What a 401 from the API does in the browser (docs/rules.md, "Accounts and sessions"): by default
 * the page is swapped for the sign-in page, which comes back to it afterwards; a screen that must
 * not be left (the quiz) takes the 401 over while it is mounted and says so in place.
 */
type Handler = () => void;
const handlers: Handler[] = [];

/** This page's path and query, to come back to after signing in. */
export const currentPagePath = () => `${window.location.pathname}${window.location.search}`;

/** Called by the API helpers on a 401 (unless the caller asked them not to). */
export function signedOutByServer(): void {
  const handler = handlers.at(-1);
  if (handler) return handler();
  if (window.location.pathname !== "/login") window.location.assign(loginHref(currentPagePath()));
}

/**
 * True once a request of this screen was refused for want of a live session; while mounted, the
 * screen stays where it is (the latest mounted screen takes the 401s).
 */
export function useSessionEnded(): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const handler = () => setEnded(true);
    handlers.push(handler);
    return () => void handlers.splice(handlers.indexOf(handler), 1);
  }, []);
  return ended;
}
