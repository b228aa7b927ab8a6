/**
 * What "pass" means, once for every screen and answer (docs/rules.md, "What a pass is"). Two marks,
 * never mixed: an ordinary quiz is passed at the quiz pass mark (half its marks, the product's own
 * rule); a grand test, a mock of the real exam, at the exam pass mark the readiness prediction is
 * placed against (the admin's estimate, since the college publishes none). Pure: the screens and
 * the browser read it too.
 */
import type { QUIZ_KINDS } from "@/db/enums";

type QuizKind = (typeof QUIZ_KINDS)[number];

/** The quiz pass mark, percent of the quiz's marks. */
export const QUIZ_PASS_PERCENT = 50;

/** The mark an attempt was judged against, named so that every screen can say which one it means. */
export type PassMark = {
  kind: QuizKind;
  /** Percent of the marks a pass needs. */
  percent: number;
  /** "quiz pass mark 50%", "FCPS pass mark 70% (estimate)": the words a screen puts beside a pass or a fail. */
  label: string;
};

/** What the exam pass mark is called on every screen. */
export const EXAM_PASS_MARK_NAME = "FCPS pass mark";

/** The exam pass mark as a label: the readiness card, grand tests and results all say it so. */
export const examPassMarkLabel = (examPassMark: number) => `${EXAM_PASS_MARK_NAME} ${examPassMark}% (estimate)`;

/** The quiz pass mark as a label. */
export const QUIZ_PASS_MARK_LABEL = `quiz pass mark ${QUIZ_PASS_PERCENT}%`;

/** The mark an attempt of this kind is judged against; `examPassMark` is the admin's (lib/sitting-rules/exam-pass-mark.ts). */
export function passMarkFor(kind: QuizKind, examPassMark: number): PassMark {
  return kind === "grand_test"
    ? { kind, percent: examPassMark, label: examPassMarkLabel(examPassMark) }
    : { kind, percent: QUIZ_PASS_PERCENT, label: QUIZ_PASS_MARK_LABEL };
}

/** A pass: at least the mark's percent of the marks, compared in whole numbers (never for an empty paper). */
export const meetsPassMark = (score: number, totalMarks: number, mark: Pick<PassMark, "percent">) =>
  totalMarks > 0 && score * 100 >= totalMarks * mark.percent;

/** The one decision: did an attempt of this kind with this score pass? */
export const attemptPassed = (attempt: { kind: QuizKind; score: number; totalMarks: number }, examPassMark: number) =>
  meetsPassMark(attempt.score, attempt.totalMarks, passMarkFor(attempt.kind, examPassMark));
