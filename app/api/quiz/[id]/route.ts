import { idParam, withAdmin, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { deleteQuiz } from "@/lib/quizzes/admin";
import { quizForViewer } from "@/lib/quizzes/views";

const QUIZ_NOT_FOUND = "Quiz not found.";

/**
 * The quiz as the caller may see it; `attmept` (the documented API's spelling, docs/rules.md, "API conventions")
 * counts a learner's attempts.
 */
export const GET = withUser<{ id: string }>(async (_request, user, context) => {
  const { quiz, attemptsUsed } = await quizForViewer(user, await idParam(context, QUIZ_NOT_FOUND));
  return ok(quiz, undefined, { attmept: attemptsUsed });
});

export const DELETE = withAdmin<{ id: string }>(async (_request, _admin, context) => {
  await deleteQuiz(await idParam(context, QUIZ_NOT_FOUND));
  return ok(undefined, "Quiz deleted");
});
