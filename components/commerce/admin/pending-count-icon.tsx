import type { ReactNode } from "react";

/**
 * A side-nav icon with the number of pending payments on its corner. The count is also read out
 * ("3 pending") before the link's label.
 */
export function PendingCountIcon({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <span className="relative inline-flex">
      {children}
      <span aria-hidden="true" className="absolute -top-2 -right-2.5 min-w-[1.125rem] rounded-full bg-amber-400 px-1 text-center text-[10px] leading-[1.125rem] font-bold text-slate-900 ring-2 ring-slate-900">
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">{count} pending:</span>
    </span>
  );
}
