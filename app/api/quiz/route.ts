import { withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listLiveQuizSummaries } from "@/lib/quizzes/views";

/** Live quizzes without their questions (spec answers both `quizzes` and `data`). */
export const GET = withUser(async () => {
  const quizzes = await listLiveQuizSummaries();
  return ok(quizzes, undefined, { quizzes });
});
