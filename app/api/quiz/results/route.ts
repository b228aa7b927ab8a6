import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listResults } from "@/lib/attempts/read";

export const GET = withLearner(async (_request, user) => ok(await listResults(user.id)));
