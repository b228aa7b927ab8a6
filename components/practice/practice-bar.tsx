"use client";

import { useEffect, useRef } from "react";
import { Container } from "@/components/layout/container";
import { Button } from "@/components/ui/button";
import type { QueueStatus } from "@/client/answer-queue";
import { Countdown } from "@/components/quiz/take/countdown";
import { SaveStatus } from "@/components/quiz/take/save-status";

type PracticeBarProps = {
  title: string;
  /** Time left in ms, or null for an untimed (tutor, review) session. */
  remaining: number | null;
  /** The answer queue's state (timed sessions), or null. */
  status: QueueStatus | null;
  onEnd: () => void;
};

/**
 * The session's title, save status, clock and End, stuck right below the site header (its height
 * is `--site-header-height`, app/globals.css) so that scrolling never hides them. The title takes
 * the focus when the session opens, without scrolling: a screen reader starts at the session and
 * Tab reaches End next.
 */
export function PracticeBar({ title, remaining, status, onEnd }: PracticeBarProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      data-testid="practice-bar"
      className="sticky top-(--site-header-height) z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <Container className="flex items-center gap-3 py-3 sm:gap-4">
        <div className="min-w-0 flex-1">
          <h1 ref={heading} tabIndex={-1} className="truncate text-base font-bold text-slate-900 outline-none sm:text-lg">
            {title}
          </h1>
          {status && <SaveStatus status={status} className="text-xs sm:text-sm" />}
        </div>
        <Countdown remaining={remaining} />
        <Button onClick={onEnd}>End</Button>
      </Container>
    </div>
  );
}
