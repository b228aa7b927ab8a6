import { z } from "zod";
import { practiceFiltersSchema } from "@/lib/practice-rules/schemas";
import { REVIEW_RATINGS } from "@/db/enums";

/** Rules and messages of reviews (docs/rules.md, "Review"); safe for the client. */
export const REVIEW_LIMITS = { minCount: 1, maxCount: 100, defaultCount: 20 } as const;

export const REVIEW_MESSAGES = {
  nothingDue: "Nothing is due for review.",
  notReviewable: "Only tutor and review sessions take a rating.",
  notAnswered: "Answer the question before rating it.",
  alreadyCorrected: "This rating has already been corrected once.",
  reviewedSince: "This card has been reviewed again since; its rating can no longer change.",
} as const;

const between = `must be a whole number between ${REVIEW_LIMITS.minCount} and ${REVIEW_LIMITS.maxCount}.`;

export const reviewSessionSchema = practiceFiltersSchema.omit({ source: true }).extend({
  count: z
    .number({ error: between })
    .int(between)
    .min(REVIEW_LIMITS.minCount, between)
    .max(REVIEW_LIMITS.maxCount, between)
    .default(REVIEW_LIMITS.defaultCount),
});
export type ReviewSessionInput = z.infer<typeof reviewSessionSchema>;

export const ratingSchema = z.object({
  questionId: z.uuid("Unknown question."),
  rating: z.enum(REVIEW_RATINGS, `must be one of ${REVIEW_RATINGS.join(", ")}.`),
});
export type RatingInput = z.infer<typeof ratingSchema>;
