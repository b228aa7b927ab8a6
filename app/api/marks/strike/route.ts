import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { setStrike } from "@/lib/marks";
import { strikeSchema } from "@/lib/marks/schemas";

/** `{ paper: { kind, id }, questionId, optionId, struck }`: strikes out an option on the learner's own paper, or takes it back. */
export const POST = withLearner(async (request, user) => ok(await setStrike(user.id, await readJson(request, strikeSchema))));
