import { readQuery, withLearner } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { allowedListSchema, listAllowedQuizzes } from "@/lib/attempts/allowed";

/**
 * `?subject=<subject id>&page=&pageSize=`: one page of the quizzes the learner may take, `subjects` to filter by and
 * `extraTimePercent`, the learner's extra time (docs/rules.md, "Extra time").
 */
export const GET = withLearner(async (request, user) => {
  const allowed = await listAllowedQuizzes(user.id, readQuery(request, allowedListSchema));
  return okPage(allowed, { subjects: allowed.subjects, extraTimePercent: allowed.extraTimePercent });
});
