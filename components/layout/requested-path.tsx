"use client";

import { usePathname } from "next/navigation";

/** "No route matches URL "/x"" for the not-found page. */
export function RequestedPath() {
  const pathname = usePathname();
  if (!pathname) return null;
  return (
    <span className="mt-2 block text-sm break-all text-slate-500">
      No route matches URL &ldquo;<code className="font-mono text-slate-700">{pathname}</code>&rdquo;
    </span>
  );
}
