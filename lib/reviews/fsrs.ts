import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade, type ReviewLog } from "ts-fsrs";
import { REVIEW_RATINGS } from "@/db/enums";

/**
 * FSRS with ts-fsrs's default parameters (retention 0.9, learning steps 1 and 10 min, relearning
 * 10 min) and fuzz on (docs/rules.md, "Review"). Fuzz is seeded by the review time and the card,
 * so the same inputs always give the same schedule.
 */
export const scheduler = fsrs(generatorParameters({ enable_fuzz: true }));

export type RatingName = (typeof REVIEW_RATINGS)[number];
export { REVIEW_RATINGS };

export const GRADE_OF: Record<RatingName, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
export const ratingName = (grade: number): RatingName => REVIEW_RATINGS[grade - 1]!;

/** A card as stored (review_cards, less its keys); dates as Date. */
export type StoredCard = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  state: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
};

/** The state before a review, as stored beside it (review_logs). */
export type StoredLog = Omit<StoredCard, "reps" | "lapses" | "lastReview"> & { rating: number; reviewedAt: Date; lastElapsedDays: number };

export function toCard(stored: StoredCard | null | undefined, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return {
    due: stored.due,
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsedDays,
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state,
    last_review: stored.lastReview ?? undefined,
  };
}

export const fromCard = (card: Card): StoredCard => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  state: card.state,
  reps: card.reps,
  lapses: card.lapses,
  lastReview: card.last_review ?? null,
});

export const fromLog = (log: ReviewLog): StoredLog => ({
  rating: log.rating,
  reviewedAt: log.review,
  due: log.due,
  stability: log.stability,
  difficulty: log.difficulty,
  elapsedDays: log.elapsed_days,
  lastElapsedDays: log.last_elapsed_days,
  scheduledDays: log.scheduled_days,
  learningSteps: log.learning_steps,
  state: log.state,
});

export type Reviewed = { card: StoredCard; log: StoredLog };

/** One review of a card (a new card when there is none yet) at `at`. */
export function review(stored: StoredCard | null | undefined, rating: RatingName, at: Date): Reviewed {
  const { card, log } = scheduler.next(toCard(stored, at), at, GRADE_OF[rating]);
  return { card: fromCard(card), log: fromLog(log) };
}

/** The card after each of the four ratings at `at`: what the rating buttons show, and what a correction applies. */
export function reviewEach(stored: StoredCard | null | undefined, at: Date): Record<RatingName, Reviewed> {
  const outcomes = scheduler.repeat(toCard(stored, at), at);
  return Object.fromEntries(
    REVIEW_RATINGS.map((name) => {
      const { card, log } = outcomes[GRADE_OF[name]];
      return [name, { card: fromCard(card), log: fromLog(log) }];
    }),
  ) as Record<RatingName, Reviewed>;
}
