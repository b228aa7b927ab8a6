import { readJson, withLearner } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { createReviewSession } from "@/lib/practice/review-session";
import { reviewSessionSchema } from "@/lib/reviews/schemas";

/** `{ count?: 1–100 (20), subjectIds?, tags? }` → 201 a review session of due cards (never a key); none due → 409. */
export const POST = withLearner(async (request, user) =>
  created(await createReviewSession(user.id, await readJson(request, reviewSessionSchema))),
);
