"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { retryDelay } from "@/client/retry-busy";

/** What the server said the page waits for: one of the two. */
type RefreshWhenDueProps = {
  /** Sealed: the results open in this many ms by the server's clock. */
  dueInMs?: number;
  /** Being prepared: the wait the API's 503 would ask for in its Retry-After. */
  retryAfterSeconds?: number;
  /** The server's render instant: a page still waiting after a refresh waits again. */
  renderedAt: string;
};

/** A crowd that waited for the same instant comes back spread over this much, not all at once. */
const SPREAD_MS = 2_000;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Re-renders the server page once its wait is over (docs/rules.md, "Grand tests"): a sealed results
 * page when they open, a "being prepared" one after the Retry-After, honoured as every busy answer
 * is (client/retry-busy.ts: never sooner, with jitter).
 */
export function RefreshWhenDue({ dueInMs, retryAfterSeconds, renderedAt }: RefreshWhenDueProps) {
  const router = useRouter();
  useEffect(() => {
    const delayMs =
      retryAfterSeconds !== undefined
        ? retryDelay({ success: false, kind: "Preparing", retryAfterSeconds }, 1)
        : Math.max(0, dueInMs ?? 0) + Math.round(Math.random() * SPREAD_MS);
    const timer = setTimeout(() => router.refresh(), Math.min(delayMs, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [dueInMs, retryAfterSeconds, renderedAt, router]);
  return null;
}
