"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often the page reads the run again while one is queued or running: a run takes seconds to minutes. */
const REFRESH_MS = 2_000;

/**
 * Reads the server component again every two seconds while `active` (a run queued or running), so
 * the page shows the run finishing without a reload; stops once the run has finished or failed.
 */
export function RefreshWhileRunning({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}
