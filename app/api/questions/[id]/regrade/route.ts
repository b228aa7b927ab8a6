import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { questionKeyHistory, regradeQuestion, regradeSchema } from "@/lib/regrade";

/** The question's options and key, and its key changes (the admin's regrade dialog). */
export const GET = withAdmin<{ id: string }>(async (_request, _admin, context) =>
  ok(await questionKeyHistory(await idParam(context, "Question not found."))),
);

/** `{ correctOptionIds, dryRun }`: the dry run counts what the new key would change; without it the key changes (docs/rules.md, "Error reports and regrade"). */
export const POST = withAdmin<{ id: string }>(async (request, admin, context) => {
  const questionId = await idParam(context, "Question not found.");
  const input = await readJson(request, regradeSchema);
  const outcome = await regradeQuestion(admin.id, questionId, input);
  return ok(outcome, outcome.applied ? "The key was changed and every result recomputed." : undefined);
});
