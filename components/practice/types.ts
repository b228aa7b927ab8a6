import type { createPractice } from "@/lib/practice/create";
import type { PracticeResult } from "@/lib/practice/finish";
import type { PracticeChoices, PracticeState, PracticeSummary } from "@/lib/practice/read";
import type { PracticeReveal } from "@/lib/practice/views";
import type { RatingName } from "@/lib/reviews/fsrs";
import type { QuestionReview } from "@/lib/reviews/session-reviews";

/** The practice API's answers as the browser sees them (type-only imports: no server code reaches the bundle). */
export type { PracticeChoices, PracticeResult, PracticeReveal, PracticeState, PracticeSummary, QuestionReview, RatingName };
/** A tutor or review answer: the key and the card's review. */
export type PracticeAnswered = PracticeReveal & { review: QuestionReview };
export type CreatedPractice = Awaited<ReturnType<typeof createPractice>>;
export type PracticeQuestion = PracticeState["questions"][number];
