import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { studyPlan } from "@/lib/plan/read";

/** The learner's study plan to exam day (docs/rules.md, "Study plan"). */
export const GET = withLearner(async (_request, user) => ok(await studyPlan(user.id)));
