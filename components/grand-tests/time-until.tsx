"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { formatTimeUntil } from "@/client/server-clock";

type TimeUntilProps = {
  /** ISO instant to count down to. */
  target: string;
  /** The server's clock when the page was rendered: the countdown follows it, not this browser's clock. */
  serverNow: string;
  className?: string;
  /** Called at zero instead of reloading the page's data (for a static page whose data a client island fetched). */
  onElapsed?: () => void;
};

/**
 * A live countdown by the server's clock. At zero it reloads the page's data once, so an
 * upcoming grand test turns into an open one (with Start) without a reload.
 */
export function TimeUntil({ target, serverNow, className, onElapsed }: TimeUntilProps) {
  const router = useRouter();
  const targetMs = Date.parse(target);
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [left, setLeft] = useState(() => targetMs - Date.parse(serverNow));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const remaining = targetMs - (Date.now() + offset);
      setLeft(remaining);
      if (remaining <= 0) return void (onElapsed ? onElapsed() : router.refresh());
      timer = setTimeout(tick, (remaining % 1000 || 1000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs, offset, router, onElapsed]);

  return (
    <time dateTime={target} role="timer" className={className} suppressHydrationWarning>
      {formatTimeUntil(left)}
    </time>
  );
}
