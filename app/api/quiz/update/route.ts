import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { updateQuiz } from "@/lib/quizzes/admin";
import { quizUpdateSchema } from "@/lib/quizzes/schemas";

export const POST = withAdmin(async (request) => {
  const { id, ...payload } = await readJson(request, quizUpdateSchema);
  await updateQuiz(id, payload);
  return ok(undefined, "Quiz Updated Successfully");
});
