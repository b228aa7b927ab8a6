import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { questionDraftsOf } from "@/lib/quizzes/admin";
import { appendQuestions, APPEND_MESSAGES } from "@/lib/quizzes/append";
import { appendQuestionsSchema } from "@/lib/quizzes/schemas";
import { countOf } from "@/lib/format";

/** `{ questions: [...] }` (the add payload's questions): appended after the saved quiz's last question. */
export const POST = withAdmin<{ id: string }>(async (request, _admin, context) => {
  const quizId = await idParam(context, APPEND_MESSAGES.notFound);
  const { questions } = await readJson(request, appendQuestionsSchema);
  const appended = await appendQuestions(quizId, questionDraftsOf(questions));
  return created(appended, `${countOf(appended.questionIds.length, "question")} added`);
});
