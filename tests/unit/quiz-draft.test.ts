import { describe, expect, it } from "vitest";
import { firstCreateProblem, QUIZ_MESSAGES, type QuizDraft } from "@/lib/quizzes/draft";

const valid = (): QuizDraft => ({
  name: "Induction Agents",
  description: "Six questions.",
  quizTime: 10,
  eachMCQMarks: 1,
  subject: "subject-id",
  questions: [
    {
      question: "Q1",
      options: [
        { option: "A", isCorrect: true },
        { option: "B", isCorrect: false },
      ],
    },
  ],
});

describe("firstCreateProblem (the create rules, in order)", () => {
  it("accepts a valid draft, several correct options included", () => {
    const draft = valid();
    draft.questions[0]!.options[1]!.isCorrect = true;
    expect(firstCreateProblem(draft)).toBeNull();
  });

  it("reports the first failing rule when everything is wrong", () => {
    const steps: [Partial<QuizDraft>, string][] = [
      [{ name: " " }, QUIZ_MESSAGES.name],
      [{ description: "" }, QUIZ_MESSAGES.description],
      [{ subject: "" }, QUIZ_MESSAGES.subject],
      [{ quizTime: 0 }, QUIZ_MESSAGES.quizTime],
      [{ eachMCQMarks: -1 }, QUIZ_MESSAGES.marks],
      [{ questions: [] }, QUIZ_MESSAGES.questions],
    ];
    // Break every rule, then mend them one by one: each time the next message must surface.
    const draft: QuizDraft = { ...valid(), ...Object.assign({}, ...steps.map(([override]) => override)) };
    for (const [override, message] of steps) {
      expect(firstCreateProblem(draft)?.message).toBe(message);
      const key = Object.keys(override)[0] as keyof QuizDraft;
      Object.assign(draft, { [key]: valid()[key] });
    }
    expect(firstCreateProblem(draft)).toBeNull();
  });

  it.each([
    [{ question: "", options: [] }, QUIZ_MESSAGES.questionText],
    [{ question: "Q", options: [] }, QUIZ_MESSAGES.options],
    [{ question: "Q", options: [{ option: " ", isCorrect: true }] }, QUIZ_MESSAGES.optionTexts],
    [
      {
        question: "Q",
        options: [
          { option: "A", isCorrect: false },
          { option: "", isCorrect: true },
        ],
      },
      QUIZ_MESSAGES.correct,
    ],
  ])("per question, first failure wins: %j", (question, message) => {
    const draft = valid();
    draft.questions.push(question);
    expect(firstCreateProblem(draft)).toEqual({ message, questionIndex: 1 });
  });

  it("rejects NaN time and marks", () => {
    expect(firstCreateProblem({ ...valid(), quizTime: Number.NaN })?.message).toBe(QUIZ_MESSAGES.quizTime);
    expect(firstCreateProblem({ ...valid(), eachMCQMarks: Number.NaN })?.message).toBe(QUIZ_MESSAGES.marks);
  });
});
