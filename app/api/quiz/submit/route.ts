import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { saveAnswer } from "@/lib/attempts/answers";
import { submitSchema } from "@/lib/attempts/schemas";

export const POST = withLearner(async (request, user) => {
  const { quizAttemptId, questionId, optionId } = await readJson(request, submitSchema);
  await saveAnswer(user.id, { attemptId: quizAttemptId, questionId, optionId });
  return ok();
});
