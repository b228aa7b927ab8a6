import { describe, expect, it } from "vitest";
import { CLOSED_PAPER, OPEN_PAPER } from "@/demo/grand-test-papers";
import { BANK_QUESTIONS } from "@/demo/question-bank";
import { seedSubjects, type SeedQuestion } from "@/demo/subjects";
import { severalAnswersAsked } from "@/lib/quizzes/stem-check";

/** Every demo question with where it lives: the quizzes, the bank's extra questions, both grand-test papers. */
const demoQuestions: [string, SeedQuestion][] = [
  ...seedSubjects.flatMap((subject) =>
    subject.quizzes.flatMap((quiz) => quiz.questions.map((q): [string, SeedQuestion] => [quiz.name, q])),
  ),
  ...Object.entries(BANK_QUESTIONS).flatMap(([quiz, questions]) => questions.map((q): [string, SeedQuestion] => [`${quiz} (bank)`, q])),
  ...CLOSED_PAPER.map((q): [string, SeedQuestion] => ["closed grand test", q]),
  ...OPEN_PAPER.map((q): [string, SeedQuestion] => ["open grand test", q]),
];

describe('the demo content is single best answer (docs/rules.md, "Catalogue and authoring")', () => {
  it("has questions to check", () => {
    expect(demoQuestions.length).toBeGreaterThan(60);
  });

  it("has no stem that asks for more than one answer", () => {
    const asking = demoQuestions.filter(([, question]) => severalAnswersAsked(question.text) !== null);
    expect(asking.map(([where, question]) => `${where}: ${question.text}`)).toEqual([]);
  });

  it("has exactly one key per question", () => {
    const wrong = demoQuestions.filter(([, question]) => question.options.filter((option) => option.isCorrect).length !== 1);
    expect(wrong.map(([where, question]) => `${where}: ${question.text}`)).toEqual([]);
  });

  it("does not tell learners a question may ask for several answers", () => {
    const descriptions = seedSubjects.flatMap((subject) => subject.quizzes.map((quiz) => quiz.description));
    expect(descriptions.filter((description) => severalAnswersAsked(description) !== null || /\bTWO\b/.test(description))).toEqual([]);
  });
});
