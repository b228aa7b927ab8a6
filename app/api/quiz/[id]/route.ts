import { idParam, withAdmin, withUser } from "@/lib/api/handler";
import { forbidden } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
import { quizAccess } from "@/lib/entitlements";
import { deleteQuiz } from "@/lib/quizzes/admin";
import { getLiveQuiz } from "@/lib/quizzes/views";

const QUIZ_NOT_FOUND = "Quiz not found.";

/**
 * Admins get the answer key. A learner needs a running entitlement and never gets correct
 * flags or explanations; `attmept` (spec spelling) counts their attempts under it.
 */
export const GET = withUser<{ id: string }>(async (_request, user, context) => {
  const quizId = await idParam(context, QUIZ_NOT_FOUND);
  if (user.isAdmin) return ok(await getLiveQuiz(quizId, "with-answer-key"), undefined, { attmept: 0 });
  const quiz = await getLiveQuiz(quizId, "without-answer-key");
  const access = await quizAccess(user.id, quizId);
  if (!access.allowed) throw forbidden(ATTEMPT_MESSAGES.notEntitled);
  return ok(quiz, undefined, { attmept: access.attemptsUsed });
});

export const DELETE = withAdmin<{ id: string }>(async (_request, _admin, context) => {
  await deleteQuiz(await idParam(context, QUIZ_NOT_FOUND));
  return ok(undefined, "Quiz deleted");
});
