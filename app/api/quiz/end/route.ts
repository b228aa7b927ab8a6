import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { finaliseAttempt } from "@/lib/attempts/finish";
import { resultOf } from "@/lib/attempts/read";
import { endSchema } from "@/lib/attempts/schemas";

/** Idempotent: a repeat returns the result stored the first time. */
export const POST = withLearner(async (request, user) => {
  const { quizAttemptId } = await readJson(request, endSchema);
  const attempt = await finaliseAttempt(quizAttemptId, user.id);
  return ok({ quizAttemptId: attempt.id, submittedAt: attempt.submittedAt!.toISOString(), ...resultOf(attempt) }, "Quiz submitted");
});
