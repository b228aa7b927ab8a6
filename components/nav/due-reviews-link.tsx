"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { apiFetch } from "@/client/api";

/**
 * "N due" in the header while reviews are due (docs/rules.md, "Review"): asked once per page,
 * after hydration, and leads to the practice page's Start review.
 */
export function DueReviewsLink() {
  const pathname = usePathname();
  const [due, setDue] = useState(0);
  useEffect(() => {
    let current = true;
    void apiFetch<{ dueNow: number }>("reviews", { redirectOnUnauthorized: false }).then((result) => {
      if (current && result.success) setDue(result.data?.dueNow ?? 0);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  if (due === 0) return null;
  return (
    <Link
      href="/practice#reviews-heading"
      className="inline-flex h-8 items-center rounded-full whitespace-nowrap bg-amber-100 px-2.5 text-sm sm:px-3 font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset hover:bg-amber-200"
    >
      {due > 999 ? "999+" : due} due<span className="sr-only"> for review</span>
    </Link>
  );
}
