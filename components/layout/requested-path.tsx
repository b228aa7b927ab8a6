"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * "No route matches URL "/x"" for the not-found page. The page is prerendered once for every
 * missing URL (its pathname there is not the visitor's), so the path is read in the browser after
 * hydration: rendering it from usePathname made the server and client text differ (React #418).
 */
export function RequestedPath() {
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  if (!pathname) return null;
  return (
    <span className="mt-2 block text-sm break-all text-slate-500">
      No route matches URL &ldquo;<code className="font-mono text-slate-700">{pathname}</code>&rdquo;
    </span>
  );
}
