import { idParam, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { QUIZ_NOT_FOUND, quizItemAnalysis } from "@/lib/analytics/item-analysis";

/** Item analysis of the quiz (docs/rules.md, "Item analysis"): admins only; an unknown or deleted quiz is a 404. */
export const GET = withAdmin<{ id: string }>(async (_request, _admin, context) =>
  ok(await quizItemAnalysis(await idParam(context, QUIZ_NOT_FOUND))),
);
