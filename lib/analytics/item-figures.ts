/**
 * Item analysis (docs/rules.md, "Item analysis"), the small final arithmetic: SQL (lib/analytics/item-analysis.ts) hands
 * over sums and counts over the first ended attempts — per attempt nothing, per quiz n, Σ total and
 * Σ total², per option how many chose it overall, in the top and in the bottom group and the sum of
 * their totals — and this pure module turns them into the figures and flags. Formulas: docs/rules.md.
 */

/** Below this many first ended attempts every figure is null. */
export const MIN_ATTEMPTS = 10;
export const TOO_FEW_REASON = `Fewer than ${MIN_ATTEMPTS} first attempts have ended: the figures would mean nothing yet.`;

export const FLAG_LIMITS = { tooEasyAbove: 0.9, tooHardBelow: 0.2, weakBelow: 0.1 } as const;
export type ItemFlag = "too_easy" | "too_hard" | "weak" | "check_key";

/** The top and bottom groups: the max(1, round(0.27 n)) highest and lowest totals. */
export const groupSize = (n: number) => Math.max(1, Math.round(0.27 * n));

export type OptionSums = {
  id: string;
  option: string;
  isCorrect: boolean;
  /** How many attempts chose it, overall, in the top group and in the bottom group. */
  chosen: number;
  chosenTop: number;
  chosenBottom: number;
  /** Σ of the total scores of the attempts that chose it. */
  totalOfChoosers: number;
};
export type QuestionSums = { id: string; question: string; options: OptionSums[] };
export type QuizSums = { n: number; sumTotal: number; sumTotalSquared: number; questions: QuestionSums[] };

export type OptionFigures = {
  id: string;
  option: string;
  isCorrect: boolean;
  share: number | null;
  shareTop: number | null;
  shareBottom: number | null;
};
export type QuestionFigures = {
  id: string;
  question: string;
  n: number;
  p: number | null;
  D: number | null;
  pointBiserial: number | null;
  flags: ItemFlag[];
  options: OptionFigures[];
} & RaschFigures;
/** The question's place on the readiness scale (docs/rules.md, "Readiness"): null while it is not on it. */
export type RaschFigures = { difficulty: number | null; difficultySe: number | null; outfit: number | null };
export const OFF_SCALE: RaschFigures = { difficulty: null, difficultySe: null, outfit: null };
export type QuizFigures = { n: number; mean: number | null; sd: number | null; kr20: number | null; sem: number | null; reason?: string };
export type ItemAnalysis = { quiz: QuizFigures; questions: QuestionFigures[] };

const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
const correctOf = (question: QuestionSums, pick: (option: OptionSums) => number) =>
  sumOf(question.options.filter((option) => option.isCorrect).map(pick));

/** Pearson's r of the item (0/1) against the total without the item, from sums; null when either does not vary. */
function correctedPointBiserial(n: number, correct: number, correctTimesTotal: number, sumTotal: number, sumTotalSquared: number) {
  // y = total − x, x² = x: Σy = T − c, Σy² = Σt² − 2Σxt + c, Σxy = Σxt − c.
  const sumY = sumTotal - correct;
  const sumY2 = sumTotalSquared - 2 * correctTimesTotal + correct;
  const sumXY = correctTimesTotal - correct;
  const varianceX = n * correct - correct * correct;
  const varianceY = n * sumY2 - sumY * sumY;
  if (varianceX <= 0 || varianceY <= 0) return null;
  return (n * sumXY - correct * sumY) / Math.sqrt(varianceX * varianceY);
}

/** check_key: a wrong option the top group chooses more than the bottom group does and more than the key. */
function keyLooksWrong(options: OptionFigures[], pTop: number): boolean {
  return options.some((option) => !option.isCorrect && option.shareTop! > option.shareBottom! && option.shareTop! > pTop);
}

function flagsOf(p: number, D: number, options: OptionFigures[], pTop: number): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (p > FLAG_LIMITS.tooEasyAbove) flags.push("too_easy");
  if (p < FLAG_LIMITS.tooHardBelow) flags.push("too_hard");
  if (D < FLAG_LIMITS.weakBelow) flags.push("weak");
  if (keyLooksWrong(options, pTop)) flags.push("check_key");
  return flags;
}

function withoutFigures(sums: QuizSums): ItemAnalysis {
  return {
    quiz: { n: sums.n, mean: null, sd: null, kr20: null, sem: null, reason: TOO_FEW_REASON },
    questions: sums.questions.map((question) => ({
      id: question.id,
      question: question.question,
      n: sums.n,
      p: null,
      D: null,
      pointBiserial: null,
      flags: [],
      ...OFF_SCALE,
      options: question.options.map(({ id, option, isCorrect }) => ({
        id,
        option,
        isCorrect,
        share: null,
        shareTop: null,
        shareBottom: null,
      })),
    })),
  };
}

export function itemAnalysis(sums: QuizSums): ItemAnalysis {
  const { n, sumTotal, sumTotalSquared } = sums;
  if (n < MIN_ATTEMPTS) return withoutFigures(sums);
  const group = groupSize(n);
  const questions = sums.questions.map((question): QuestionFigures => {
    const correct = correctOf(question, (option) => option.chosen);
    const p = correct / n;
    const pTop = correctOf(question, (option) => option.chosenTop) / group;
    const pBottom = correctOf(question, (option) => option.chosenBottom) / group;
    const options = question.options.map(({ id, option, isCorrect, chosen, chosenTop, chosenBottom }) => ({
      id,
      option,
      isCorrect,
      share: chosen / n,
      shareTop: chosenTop / group,
      shareBottom: chosenBottom / group,
    }));
    const D = pTop - pBottom;
    return {
      id: question.id,
      question: question.question,
      n,
      p,
      D,
      pointBiserial: correctedPointBiserial(
        n,
        correct,
        correctOf(question, (option) => option.totalOfChoosers),
        sumTotal,
        sumTotalSquared,
      ),
      flags: flagsOf(p, D, options, pTop),
      options,
      ...OFF_SCALE,
    };
  });

  const mean = sumTotal / n;
  // n Σt² − (Σt)² is a whole number: no rounding error can make a constant total look varied.
  const variance = (n * sumTotalSquared - sumTotal * sumTotal) / (n * n);
  const sd = Math.sqrt(variance);
  const k = questions.length;
  const itemVariance = sumOf(questions.map((question) => question.p! * (1 - question.p!)));
  const kr20 = k > 1 && variance > 0 ? (k / (k - 1)) * (1 - itemVariance / variance) : null;
  const sem = kr20 === null ? null : sd * Math.sqrt(Math.max(0, 1 - kr20));
  return { quiz: { n, mean, sd, kr20, sem }, questions };
}
