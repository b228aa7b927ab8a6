import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, dayOf } from "../lib/plan/days";
import type { StudyPlan } from "../lib/plan/read";
import { trackWords } from "../lib/plan/track";
import { signInAsDemoLearner } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Study plan": the Today card never says "not on track" without the reason beside
// it, so "Today's goal is met" and "Not on track" can never stand side by side unexplained.

const readPlan = async (request: APIRequestContext) => (await (await request.get("/api/plan")).json()).data as StudyPlan;

async function saveExamDate(request: APIRequestContext, examDate: string | null) {
  const profile = (await (await request.get("/api/users/profile")).json()).data as { name: string; phone: string };
  expect((await request.post("/api/users/update", { data: { name: profile.name, phone: profile.phone, examDate } })).status()).toBe(200);
}

/** Learns `count` new questions in a tutor session through the API (each answer logs a new card today). */
async function learnNew(request: APIRequestContext, count: number) {
  const created = await request.post("/api/practice", { data: { source: "unused", count, mode: "tutor" } });
  expect(created.status()).toBe(201);
  const session = (await created.json()).data as { id: string; questions: { id: string; optionsList: { id: string }[] }[] };
  for (const question of session.questions)
    expect(
      (
        await request.post(`/api/practice/${session.id}/answer`, {
          data: { questionId: question.id, optionId: question.optionsList[0]!.id },
        })
      ).status(),
    ).toBe(200);
}

/** The card's badge says exactly the plan's verdict with its reasons; a met goal beside "not on track" names the overdue reviews. */
async function expectCardAgrees(page: Page, plan: StudyPlan) {
  const card = page.getByRole("region", { name: "Today" });
  await expect(card.getByTestId("track-badge")).toHaveText(trackWords(plan));
  if (!plan.onTrack) await expect(card.getByTestId("track-badge")).not.toHaveText(/^Not on track\s*(yet)?$/);
  if (plan.newPerDay && plan.today.new >= plan.newPerDay && !plan.onTrack) {
    await expect(card).toContainText(`Today's goal of ${plan.newPerDay} is met.`);
    await expect(card.getByTestId("track-badge")).toContainText("overdue by more than a day");
  }
}

test("short of today's new questions, the badge says how many are left; once done, on track", async ({ page, browser }) => {
  await learnerOwningQuiz(browser, page.request, { questions: 6 });
  // Nine days to the exam, the last week for reviews: 6 unused over 2 days, 3 today.
  await saveExamDate(page.request, addDays(dayOf(new Date()), 9));
  await page.goto("/home");
  const badge = page.getByRole("region", { name: "Today" }).getByTestId("track-badge");
  await expect(badge).toHaveText("Not on track: 3 new questions to go today");
  await expectCardAgrees(page, await readPlan(page.request));
  await checkAtBothWidths(page, "today-short");

  await learnNew(page.request, 3);
  const after = await readPlan(page.request); // 3 left over 2 days: the share is now 2, and 3 are done
  await page.goto("/home");
  await expect(badge).toHaveText("On track");
  await expect(page.getByRole("region", { name: "Today" })).toContainText(`Today's goal of ${after.newPerDay} is met.`);
  await expectCardAgrees(page, after);
  await checkAtBothWidths(page, "today-on-track");
});

test("the goal met beside reviews overdue by more than a day: the badge says the reviews, not a bare verdict", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoLearner(page.request);
  const before = await readPlan(page.request);
  // The demo learner comes with an exam date; put one back if another spec left it cleared.
  if (before.daysLeft === null) await saveExamDate(page.request, addDays(dayOf(new Date()), 90));
  const planned = await readPlan(page.request);
  // Meet today's goal, whatever is left of it.
  if (planned.newLeft > 0) await learnNew(page.request, planned.newLeft);
  const plan = await readPlan(page.request);
  expect(plan.newLeft).toBe(0);

  await page.goto("/home");
  await expectCardAgrees(page, plan);
  // A fresh demo has reviews more than a day overdue (demo/study-history.ts: mistakes three days ago).
  if (plan.overdue > 0) {
    const badge = page.getByRole("region", { name: "Today" }).getByTestId("track-badge");
    await expect(badge).toHaveText(`Not on track: ${plan.overdue} ${plan.overdue === 1 ? "review" : "reviews"} overdue by more than a day`);
  }
  await checkAtBothWidths(page, "today-goal-met");
  await page.goto("/profile/progress");
  await expectCardAgrees(page, plan);
  if (before.daysLeft === null) await saveExamDate(page.request, null);
});
