import { describe, expect, it } from "vitest";
import { groupSize, itemAnalysis, MIN_ATTEMPTS, TOO_FEW_REASON, type QuizSums } from "@/lib/analytics/item-figures";
import { BOTTOM, EXPECTED_QUESTIONS, EXPECTED_QUIZ, LETTERS, RESPONSES, TOP, totalOf } from "../support/item-analysis-fixture";

/** The sums SQL hands over, counted from the response matrix and the (hand-picked) groups. */
function sumsOf(responses: string[], top: number[], bottom: number[], key: readonly string[] = ["A", "A", "A", "A", "A"]): QuizSums {
  const totals = responses.map((response) => [...response].filter((letter, index) => letter === key[index]).length);
  const count = (question: number, letter: string, who: number[]) => who.filter((c) => responses[c]![question] === letter).length;
  const everyone = responses.map((_, index) => index);
  return {
    n: responses.length,
    sumTotal: totals.reduce((a, b) => a + b, 0),
    sumTotalSquared: totals.reduce((a, b) => a + b * b, 0),
    questions: key.map((correct, question) => ({
      id: `q${question + 1}`,
      question: `Question ${question + 1}`,
      options: LETTERS.map((letter) => ({
        id: `q${question + 1}${letter}`,
        option: letter,
        isCorrect: letter === correct,
        chosen: count(question, letter, everyone),
        chosenTop: count(question, letter, top),
        chosenBottom: count(question, letter, bottom),
        totalOfChoosers: everyone.filter((c) => responses[c]![question] === letter).reduce((sum, c) => sum + totals[c]!, 0),
      })),
    })),
  };
}

describe("item analysis arithmetic (hand-computed: 12 candidates × 5 questions)", () => {
  const result = itemAnalysis(sumsOf(RESPONSES, TOP, BOTTOM));

  it("the groups are 27 % of 12 = 3, and the fixture's totals are what the key gives", () => {
    expect(groupSize(12)).toBe(3);
    expect(RESPONSES.map(totalOf)).toEqual([4, 3, 4, 5, 3, 4, 2, 3, 2, 1, 2, 1]);
  });

  it("quiz: n, mean, population SD, KR-20 = 185/424 and SEM", () => {
    expect(result.quiz.n).toBe(EXPECTED_QUIZ.n);
    expect(result.quiz.reason).toBeUndefined();
    for (const figure of ["mean", "sd", "kr20", "sem"] as const) expect(result.quiz[figure]).toBeCloseTo(EXPECTED_QUIZ[figure], 10);
    expect(result.quiz.kr20).toBeCloseTo(0.43632, 5);
  });

  it.each(EXPECTED_QUESTIONS.map((expected, index) => [index + 1, expected] as const))(
    "question %i: p, D, point-biserial, shares, flags",
    (number, expected) => {
      const question = result.questions[number - 1]!;
      expect(question.n).toBe(12);
      expect(question.p).toBeCloseTo(expected.p, 10);
      expect(question.D).toBeCloseTo(expected.D, 10);
      if (expected.pointBiserial === null) expect(question.pointBiserial).toBeNull();
      else expect(question.pointBiserial).toBeCloseTo(expected.pointBiserial, 10);
      expect(question.flags).toEqual(expected.flags);
      question.options.forEach((option, index) => {
        const [share, shareTop, shareBottom] = expected.shares[index]!;
        expect([option.share, option.shareTop, option.shareBottom].map((value) => Number(value!.toFixed(10)))).toEqual(
          [share!, shareTop!, shareBottom!].map((value) => Number(value.toFixed(10))),
        );
      });
    },
  );

  it("the tie at the cut decides shareTop: with c6 (submitted later) instead of c3, Q4's key would be 2/3 in the top group", () => {
    const wrongTie = itemAnalysis(sumsOf(RESPONSES, [3, 0, 5], BOTTOM));
    expect(result.questions[3]!.options[0]!.shareTop).toBe(1);
    expect(wrongTie.questions[3]!.options[0]!.shareTop).toBeCloseTo(2 / 3, 10);
  });

  it("a question everyone gets right: p = 1, D = 0, no point-biserial (nothing varies), too_easy and weak", () => {
    expect(result.questions[0]).toMatchObject({ p: 1, D: 0, pointBiserial: null, flags: ["too_easy", "weak"] });
  });

  it("the keyed-wrong question raises check_key; keyed right (B), the flag goes", () => {
    expect(result.questions[4]!.flags).toContain("check_key");
    const rekeyed = itemAnalysis(sumsOf(RESPONSES, TOP, BOTTOM, ["A", "A", "A", "A", "B"]));
    expect(rekeyed.questions[4]!.flags).not.toContain("check_key");
  });

  it("too_hard below p 0.2", () => {
    const hard = RESPONSES.map((response, index) => (index < 2 ? response : `${response.slice(0, 4)}C`));
    expect(itemAnalysis(sumsOf(hard, TOP, BOTTOM)).questions[4]!.flags).toContain("too_hard");
  });

  it(`below ${MIN_ATTEMPTS} attempts every figure is null, with the reason`, () => {
    const few = RESPONSES.slice(0, MIN_ATTEMPTS - 1);
    const analysis = itemAnalysis(sumsOf(few, [0, 1], [7, 8]));
    expect(analysis.quiz).toEqual({ n: 9, mean: null, sd: null, kr20: null, sem: null, reason: TOO_FEW_REASON });
    for (const question of analysis.questions) {
      expect(question).toMatchObject({ n: 9, p: null, D: null, pointBiserial: null, flags: [] });
      for (const option of question.options) expect(option).toMatchObject({ share: null, shareTop: null, shareBottom: null });
    }
  });

  it("every total the same: SD 0, KR-20 and SEM null (no variance to share)", () => {
    const same = Array.from({ length: 10 }, () => "AAAAA");
    expect(itemAnalysis(sumsOf(same, [0, 1, 2], [7, 8, 9])).quiz).toMatchObject({ sd: 0, kr20: null, sem: null });
  });
});
