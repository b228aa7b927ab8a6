import { useSyncExternalStore } from "react";
import { safeNextPath } from "@/lib/auth/next-path";

/**
 * The sign-in pages' `next`: where a sign-in goes back to, when it is a page of this site
 * (docs/rules.md, "Route guards"). Read from the address in the browser: those pages are prerendered.
 */
export const nextPathOfPage = () => safeNextPath(new URLSearchParams(window.location.search).get("next"));

const noSubscription = () => () => {};

/** The safe `next` of this page's address, read after hydration (null while prerendered). */
export function useNextPath(): string | null {
  return useSyncExternalStore(noSubscription, nextPathOfPage, () => null);
}
