import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { setHighlights } from "@/lib/marks";
import { highlightsSchema } from "@/lib/marks/schemas";

/** `{ paper: { kind, id }, questionId, ranges: [{ start, end }] }`: a question's highlights, the whole set at once. */
export const POST = withLearner(async (request, user) => ok(await setHighlights(user.id, await readJson(request, highlightsSchema))));
