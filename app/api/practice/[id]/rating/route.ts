import { idParam, readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { correctRating } from "@/lib/reviews/rating";
import { ratingSchema } from "@/lib/reviews/schemas";

/** `{ questionId, rating }`: corrects the rating of a tutor or review answer, once → the card's new due time. */
export const POST = withLearner<{ id: string }>(async (request, user, context) =>
  ok(await correctRating(user.id, await idParam(context, PRACTICE_MESSAGES.notFound), await readJson(request, ratingSchema))),
);
