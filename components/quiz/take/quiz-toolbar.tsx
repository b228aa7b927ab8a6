import { Container } from "@/components/layout/container";
import { Button } from "@/components/ui/button";
import type { QueueStatus } from "@/client/answer-queue";
import { Countdown, TimeWarning } from "./countdown";
import { SaveStatus } from "./save-status";

type QuizToolbarProps = { quizName: string; remaining: number | null; status: QueueStatus; onFinish: () => void };

/** Stays on screen while scrolling: the quiz name, the save status, the countdown and Finish. */
export function QuizToolbar({ quizName, remaining, status, onFinish }: QuizToolbarProps) {
  return (
    <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="flex items-center gap-3 py-3 sm:gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold text-slate-900 sm:text-lg">{quizName}</h1>
          <SaveStatus status={status} className="text-xs sm:text-sm" />
        </div>
        <Countdown remaining={remaining} />
        <Button onClick={onFinish}>Finish</Button>
      </Container>
      <TimeWarning remaining={remaining} />
    </div>
  );
}
