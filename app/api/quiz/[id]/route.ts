import { idParam, withAdmin, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { deleteQuiz } from "@/lib/quizzes/admin";
import { getLiveQuiz } from "@/lib/quizzes/views";

const QUIZ_NOT_FOUND = "Quiz not found.";

/** Admins get the answer key; learners never do (the count of their attempts comes with quiz-taking). */
export const GET = withUser<{ id: string }>(async (_request, user, context) => {
  const quizId = await idParam(context, QUIZ_NOT_FOUND);
  const quiz = await getLiveQuiz(quizId, user.isAdmin ? "with-answer-key" : "without-answer-key");
  return ok(quiz, undefined, { attmept: 0 });
});

export const DELETE = withAdmin<{ id: string }>(async (_request, _admin, context) => {
  await deleteQuiz(await idParam(context, QUIZ_NOT_FOUND));
  return ok(undefined, "Quiz deleted");
});
