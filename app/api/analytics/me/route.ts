import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { learnerAnalytics } from "@/lib/analytics/learner";

/** The signed-in learner's progress (docs/rules.md, "Learner dashboard"): their own answers only; admins have none. */
export const GET = withLearner(async (_request, learner) => ok(await learnerAnalytics(learner.id)));
