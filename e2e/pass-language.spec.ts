import { expect, test } from "@playwright/test";
import type { ResultFigures } from "../lib/attempts/rules";
import type { ReadinessView } from "../lib/readiness/schemas";
import { signInAsDemoLearner } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";

// docs/rules.md, "What a pass is": one pass language on results, grand tests and readiness. A quiz is
// passed at the quiz pass mark (50%), a grand test at the exam pass mark readiness uses, and every
// screen names the mark it means. The demo learner has both: quizzes, and the September mock.

const SEPTEMBER_MOCK = "FCPS Part I Grand Test: September Mock"; // demo/readiness-history.ts
type Row = ResultFigures & { quizAttemptId: string; quizAttempt: { quiz: { id: string; name: string; kind: string } } };

test("results, a grand test's standing and the readiness card each name the pass mark they mean", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsDemoLearner(page.request);
  // The exam pass mark in force (the readiness answer carries it), and the learner's results.
  let readiness: ReadinessView | null = null;
  await expect(async () => {
    readiness = (await (await page.request.get("/api/readiness")).json()).data as ReadinessView;
    expect(readiness.status).toBe("ready"); // the start's first calibration runs in the background
  }).toPass({ timeout: 150_000 });
  const examLabel = `FCPS pass mark ${readiness!.passMark}% (estimate)`;
  const rows = (await (await page.request.get("/api/quiz/results?pageSize=100")).json()).data as Row[];
  const mock = rows.find((row) => row.quizAttempt.quiz.name === SEPTEMBER_MOCK)!;
  const quiz = rows.find((row) => row.quizAttempt.quiz.kind === "quiz")!;
  // The mock is judged at the exam pass mark: 68.89% is not a pass at 70%, though it would be at a quiz's 50%.
  const mockVerdict = mock.percentage >= readiness!.passMark ? "Passed" : "Failed";
  expect(mock).toMatchObject({ passed: mockVerdict === "Passed", passMark: { kind: "grand_test", label: examLabel } });
  expect(quiz.passMark.label).toBe("quiz pass mark 50%");

  await page.goto("/profile/results?pageSize=100");
  await expect(page.getByText(`A quiz is passed at the quiz pass mark 50%; a grand test at the ${examLabel}.`)).toBeVisible();
  const mockRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(SEPTEMBER_MOCK) }) });
  await expect(mockRow).toContainText(`Grand test · ${examLabel}`);
  await expect(mockRow).toContainText(`${mockVerdict}, ${examLabel}`);
  await expect(page.getByText("quiz pass mark", { exact: true }).first()).toBeAttached(); // the charts' line is named
  await checkAtBothWidths(page, "pass-results");

  await page.goto(`/see-quiz-result?attemptId=${mock.quizAttemptId}`);
  await expect(page.getByText(`Judged against the ${examLabel}.`)).toBeVisible();
  await expect(page.getByText(mockVerdict, { exact: true }).first()).toBeVisible();
  await checkAtBothWidths(page, "pass-grand-test-review");
  await page.goto(`/see-quiz-result?attemptId=${quiz.quizAttemptId}`);
  await expect(page.getByText("Judged against the quiz pass mark 50%.")).toBeVisible();
  await checkAtBothWidths(page, "pass-quiz-review");

  await page.goto(`/grand-tests/${mock.quizAttempt.quiz.id}/results`);
  const standing = page.getByRole("region", { name: "Your standing" });
  await expect(standing).toContainText(mockVerdict);
  await expect(standing).toContainText(`Judged against the ${examLabel}.`);
  await checkAtBothWidths(page, "pass-grand-test-standing");

  await page.goto("/home");
  const card = page.getByRole("region", { name: "Am I ready?" });
  await expect(card).toContainText(examLabel);
  await expect(card).toContainText("A single quiz has its own pass mark, 50%.");
  // The bar's line is named as the exam's, and no bare "Pass 70" or percent of learners sits beside it.
  await expect(card).toContainText(`FCPS pass mark ${readiness!.passMark}%`);
  await expect(card).not.toContainText(/Pass \d+\b|straddles|above \d+ ?% of learners/);
  await checkAtBothWidths(page, "pass-readiness", { include: '[data-testid="readiness-card"]' });
});
