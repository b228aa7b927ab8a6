import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { reviewSummary } from "@/lib/reviews/due";

/** The learner's cards: `{ cards, dueNow, dueToday, dueThisWeek, nextDueAt, retention }`. */
export const GET = withLearner(async (_request, user) => ok(await reviewSummary(user.id)));
