import { readQuery, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { marksOfPaper } from "@/lib/marks";
import { paperSchema } from "@/lib/marks/schemas";

/** `?kind=attempt|practice&id=…`: every strike, highlight and note of the learner's own paper, in one answer. */
export const GET = withLearner(async (request, user) => ok(await marksOfPaper(user.id, readQuery(request, paperSchema))));
