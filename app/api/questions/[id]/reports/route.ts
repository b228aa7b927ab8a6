import { idParam, readJson, withLearner } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { createReport, reportSchema } from "@/lib/question-reports";

/** A learner reports a problem with a question they were shown (docs/rules.md, "Error reports and regrade"). */
export const POST = withLearner<{ id: string }>(async (request, user, context) => {
  const questionId = await idParam(context, "Question not found.");
  const input = await readJson(request, reportSchema);
  return created(await createReport(user.id, questionId, input), "Thank you: an admin will look at it and reply by email.");
});
