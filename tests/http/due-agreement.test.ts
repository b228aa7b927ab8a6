import { describe, expect, it } from "vitest";
import { GET as plan } from "@/app/api/plan/route";
import { GET as reviews } from "@/app/api/reviews/route";
import { todayAt } from "@/lib/plan/days";
import { studyPlan } from "@/lib/plan/read";
import { dueCounts } from "@/lib/plan/due-counts";
import { reviewSummary } from "@/lib/reviews/due";
import { setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { cardDue, planLearner } from "../support/plan";

setUpTestDatabase();

const HOUR = 60 * 60 * 1000;

/**
 * The header's "N due" and Practice read GET /api/reviews, the Today card reads the plan: all of
 * them count through `dueCounts` (docs/rules.md, "Review"), so they cannot disagree.
 */
describe("what is due, everywhere", () => {
  it("the reviews summary, the plan and dueCounts give the same due-now and due-today counts", async () => {
    const { learner, quiz, otherQuiz } = await planLearner(5, 1);
    const ids = quiz.questions.map((question) => question.id);
    // The instant every count is asked at (the learner's access runs from the real now on).
    const at = new Date();
    const { end } = todayAt(at);
    await cardDue(learner.id, ids[0]!, new Date(at.getTime() - 3 * HOUR));
    await cardDue(learner.id, ids[1]!, new Date(at.getTime() - 30 * HOUR));
    await cardDue(learner.id, ids[2]!, new Date((at.getTime() + end.getTime()) / 2)); // later today
    await cardDue(learner.id, ids[3]!, new Date(end.getTime() + 2 * HOUR)); // tomorrow
    await cardDue(learner.id, otherQuiz!.questions[0]!.id, new Date(at.getTime() - HOUR)); // not held: never counts

    const counts = await dueCounts(learner.id, at);
    expect(counts).toEqual({ dueNow: 2, dueToday: 3 });
    const [summary, planned] = await Promise.all([reviewSummary(learner.id, at), studyPlan(learner.id, at)]);
    expect({ dueNow: summary.dueNow, dueToday: summary.dueToday }).toEqual(counts);
    expect({ dueNow: planned.dueNow, dueToday: planned.dueToday }).toEqual(counts);

    // And through the routes, at the real clock: the same numbers from both.
    const [fromReviews, fromPlan] = await Promise.all([call(reviews, { cookie: learner.cookie }), call(plan, { cookie: learner.cookie })]);
    const r = fromReviews.body.data as { dueNow: number; dueToday: number };
    const p = fromPlan.body.data as { dueNow: number; dueToday: number };
    expect({ dueNow: p.dueNow, dueToday: p.dueToday }).toEqual({ dueNow: r.dueNow, dueToday: r.dueToday });
    expect(r.dueToday).toBeGreaterThanOrEqual(r.dueNow);
  });
});
