import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { flagSchema, setFlag } from "@/lib/flags";

/** `{ questionId, flagged }`: a learner flags (or unflags) a question they have been shown. */
export const POST = withLearner(async (request, user) => {
  const { questionId, flagged } = await readJson(request, flagSchema);
  return ok(await setFlag(user.id, questionId, flagged));
});
