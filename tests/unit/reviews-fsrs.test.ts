import { describe, expect, it } from "vitest";
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from "ts-fsrs";
import { fromCard, review, reviewEach, toCard } from "@/lib/reviews/fsrs";

// The reference: ts-fsrs itself with the parameters docs/rules.md ("Review") names.
const reference = fsrs(
  generatorParameters({ request_retention: 0.9, enable_fuzz: true, learning_steps: ["1m", "10m"], relearning_steps: ["10m"] }),
);
const RATINGS = ["again", "hard", "good", "easy"] as const;
const GRADES = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as const;

/** A card's life: each step a rating and the minutes since the last review. */
const histories: [number, number][][] = [
  [
    [0, 0],
    [2, 1],
    [2, 11],
    [2, 60 * 24 * 3],
    [0, 60 * 24 * 20],
    [3, 15],
  ],
  [
    [3, 0],
    [3, 60 * 24 * 9],
    [1, 60 * 24 * 40],
  ],
  [
    [1, 0],
    [1, 2],
    [2, 12],
    [3, 60 * 24],
    [2, 60 * 24 * 7],
    [2, 60 * 24 * 30],
    [2, 60 * 24 * 90],
  ],
];

describe("lib/reviews/fsrs against ts-fsrs", () => {
  it.each(histories.map((history, index) => [index, history] as const))(
    "history %i: the same schedule, review after review",
    (_index, history) => {
      let at = new Date("2026-03-01T04:00:00Z");
      let expected: Card = createEmptyCard(at);
      let ours = null as ReturnType<typeof review>["card"] | null;
      for (const [rating, minutes] of history) {
        at = new Date(at.getTime() + minutes * 60_000);
        const theirs = reference.next(expected, at, GRADES[rating]!);
        const mine = review(ours, RATINGS[rating]!, at);
        expect(mine.card).toEqual(fromCard(theirs.card));
        expect(mine.log.state).toBe(theirs.log.state);
        expect(mine.log.rating).toBe(theirs.log.rating);
        expected = theirs.card;
        ours = mine.card;
      }
    },
  );

  it("reviewEach gives what each rating alone gives, and a stored card converts both ways", () => {
    const at = new Date("2026-05-01T10:00:00Z");
    const card = review(review(null, "good", new Date("2026-04-20T10:00:00Z")).card, "good", new Date("2026-04-21T10:00:00Z")).card;
    const each = reviewEach(card, at);
    for (const rating of RATINGS) expect(each[rating]).toEqual(review(card, rating, at));
    expect(fromCard(toCard(card, at))).toEqual(card);
    expect(
      each.again.card.due < each.hard.card.due && each.hard.card.due <= each.good.card.due && each.good.card.due <= each.easy.card.due,
    ).toBe(true);
  });
});
