import { describe, expect, it } from "vitest";
import { firstCreateProblem, QUIZ_MESSAGES, type QuestionDraft, type QuizDraft, type QuizRule } from "@/lib/quizzes/draft";

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
    const steps: [Partial<QuizDraft>, QuizRule][] = [
      [{ name: " " }, "name"],
      [{ description: "" }, "description"],
      [{ subject: "" }, "subject"],
      [{ quizTime: 0 }, "quizTime"],
      [{ eachMCQMarks: -1 }, "marks"],
      [{ questions: [] }, "questions"],
    ];
    // Break every rule, then mend them one by one: each time the next rule and its message must surface.
    const draft: QuizDraft = { ...valid(), ...Object.assign({}, ...steps.map(([override]) => override)) };
    for (const [override, rule] of steps) {
      expect(firstCreateProblem(draft)).toEqual({ rule, message: QUIZ_MESSAGES[rule] });
      const key = Object.keys(override)[0] as keyof QuizDraft;
      Object.assign(draft, { [key]: valid()[key] });
    }
    expect(firstCreateProblem(draft)).toBeNull();
  });

  it.each<[QuestionDraft, QuizRule]>([
    [{ question: "", options: [] }, "questionText"],
    [{ question: "Q", options: [] }, "options"],
    [{ question: "Q", options: [{ option: " ", isCorrect: true }] }, "optionTexts"],
    [
      {
        question: "Q",
        options: [
          { option: "A", isCorrect: false },
          { option: "", isCorrect: true },
        ],
      },
      "correct",
    ],
  ])("per question, first failure wins: %j", (question, rule) => {
    const draft = valid();
    draft.questions.push(question);
    expect(firstCreateProblem(draft)).toEqual({ rule, message: QUIZ_MESSAGES[rule], questionIndex: 1 });
  });

  it("rejects NaN time and marks", () => {
    expect(firstCreateProblem({ ...valid(), quizTime: Number.NaN })?.message).toBe(QUIZ_MESSAGES.quizTime);
    expect(firstCreateProblem({ ...valid(), eachMCQMarks: Number.NaN })?.message).toBe(QUIZ_MESSAGES.marks);
  });
});
