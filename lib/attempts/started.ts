import { extraPercentOf } from "@/lib/accommodations/terms";
import { attemptClock } from "./clock";

/** An attempt as a start (lib/sittings/start.ts, or lib/grand-tests/start.ts for a grand test) hands it back. */
export type StartedAttempt = {
  id: string;
  startedAt: Date;
  deadline: Date | null;
  quizTime: number;
  resumed: boolean;
  /** A grand test's close (its deadline is capped by it). */
  closesAt?: Date;
};

/** `POST /api/quiz/start`'s answer: the attempt's times from the server clock, and the extra time it got. */
export const startedAttemptView = (attempt: StartedAttempt) => ({
  id: attempt.id,
  quizAttemptId: attempt.id,
  ...attemptClock(attempt),
  quizTime: attempt.quizTime,
  extraTimePercent: extraPercentOf(attempt),
  resumed: attempt.resumed,
});
