import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { readinessOf } from "@/lib/readiness/read";

/** The learner's own readiness: a predicted score with its band, or how many answers it still needs (docs/rules.md, "Readiness"). */
export const GET = withLearner(async (_request, user) => ok(await readinessOf(user.id)));
