import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { answerReport, replySchema } from "@/lib/question-reports";

/** Resolves or dismisses an open report; the learner is emailed the reply (through the mail queue). */
export const POST = withAdmin<{ id: string }>(async (request, admin, context) => {
  const reportId = await idParam(context, "Report not found.");
  const input = await readJson(request, replySchema);
  return ok(await answerReport(admin.id, reportId, input), "Reply sent to the learner.");
});
