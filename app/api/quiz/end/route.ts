import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { endAttempt } from "@/lib/attempts/finish";
import { endSchema } from "@/lib/attempts/schemas";

/** Idempotent: a repeat returns the result stored the first time. */
export const POST = withLearner(async (request, user) => {
  const { quizAttemptId } = await readJson(request, endSchema);
  return ok(await endAttempt(user.id, quizAttemptId), "Quiz submitted");
});
