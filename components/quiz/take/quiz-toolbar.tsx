import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Button } from "@/components/ui/button";
import { ExtraTimeBadge } from "../extra-time-badge";
import { Countdown, TimeWarning } from "./countdown";
import { SaveStatus, type SaveState } from "./save-status";

type QuizToolbarProps = {
  quizName: string;
  remaining: number | null;
  status: SaveState;
  /** The extra time this attempt was started with (0: none). */
  extraTimePercent?: number;
  onFinish: () => void;
  /** A strip under the bar that must stay in sight (the session ended). */
  notice?: ReactNode;
};

/** Stays on screen while scrolling: the quiz name, the save status, any extra time, the countdown and Finish. */
export function QuizToolbar({ quizName, remaining, status, extraTimePercent = 0, onFinish, notice }: QuizToolbarProps) {
  return (
    <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="flex items-center gap-3 py-3 sm:gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold text-slate-900 sm:text-lg">{quizName}</h1>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <SaveStatus status={status} className="text-xs sm:text-sm" />
            <ExtraTimeBadge percent={extraTimePercent} />
          </div>
        </div>
        <Countdown remaining={remaining} />
        <Button onClick={onFinish}>Finish</Button>
      </Container>
      <TimeWarning remaining={remaining} />
      {notice}
    </div>
  );
}
