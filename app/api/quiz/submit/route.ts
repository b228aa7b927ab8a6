import { readJson, withLearnerClaims } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { saveAnswer } from "@/lib/attempts/answers";
import { submitSchema } from "@/lib/attempts/schemas";

/** The exam-day hot path: the account is checked inside the answer statement (one round trip). */
export const POST = withLearnerClaims(async (request, session) => {
  const { quizAttemptId, questionId, optionId } = await readJson(request, submitSchema);
  await saveAnswer(session, { attemptId: quizAttemptId, questionId, optionId });
  return ok();
});
