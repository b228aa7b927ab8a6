"use client";

import { useEffect, useRef, useState } from "react";
import { remainingMs } from "@/client/server-clock";

/**
 * Time left by the server's clock, recomputed from the clock at every tick (not counted down), so
 * a throttled background tab never drifts and a reload never resets it. Ticks land just after
 * each whole second and again whenever the tab becomes visible. `onExpire` runs once at zero.
 * Null for an untimed quiz.
 */
export function useCountdown(deadline: number | null, offset: number, onExpire: () => void): number | null {
  const [remaining, setRemaining] = useState<number | null>(() => (deadline === null ? null : remainingMs(deadline, offset)));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (deadline === null) return;
    let expired = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const left = remainingMs(deadline, offset);
      setRemaining(left);
      if (left <= 0) {
        if (!expired) expire.current();
        expired = true;
        return;
      }
      timer = setTimeout(tick, (left % 1000 || 1000) + 20);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [deadline, offset]);

  return remaining;
}
