import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { attemptClock } from "@/lib/attempts/clock";
import { startSchema } from "@/lib/attempts/schemas";
import { startAttempt } from "@/lib/attempts/start";

export const POST = withLearner(async (request, user) => {
  const { quizId } = await readJson(request, startSchema);
  const attempt = await startAttempt(user.id, quizId);
  return ok(
    {
      id: attempt.id,
      quizAttemptId: attempt.id,
      ...attemptClock(attempt),
      quizTime: attempt.quizTime,
      resumed: attempt.resumed,
    },
    attempt.resumed ? "Quiz resumed" : "Quiz started",
  );
});
