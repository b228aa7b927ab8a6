import { readQuery, withLearner } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listResults, resultListSchema } from "@/lib/sittings/read";

/** `?subject=<subject id>&page=&pageSize=`: one page of the learner's results, newest first. */
export const GET = withLearner(async (request, user) => okPage(await listResults(user.id, readQuery(request, resultListSchema))));
