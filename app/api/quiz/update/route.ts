import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { countOf } from "@/lib/format";
import { questionDraftsOf, updateQuiz } from "@/lib/quizzes/admin";
import { quizUpdateSchema } from "@/lib/quizzes/schemas";

/** The edited quiz, and any new questions appended in the same transaction. */
export const POST = withAdmin(async (request) => {
  const { id, newQuestions, ...payload } = await readJson(request, quizUpdateSchema);
  const appended = await updateQuiz(id, payload, questionDraftsOf(newQuestions));
  if (!appended) return ok(undefined, "Quiz Updated Successfully");
  return ok(appended, `Quiz Updated Successfully: ${countOf(appended.questionIds.length, "question")} added`);
});
