import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsAdmin, signInAsNewLearner } from "./fixtures";
import { createOpenGrandTest } from "./support/grand-test";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Marks and notes on questions": strikes (by the toggle and by Shift + the option's
// number), highlights (by the button and by H) and a note, on the quiz and practice screens, survive a reload and show on a second device
// and in the review (its highlights drawn as on the quiz screen); the keyboard map opens with "?"; no key fires while typing in the note.

const strikeToggle = (page: Page, letter: string) => page.getByRole("button", { name: `Strike out option ${letter}`, exact: true });

async function expectStruck(page: Page, pressed: Record<string, boolean>) {
  for (const [letter, struck] of Object.entries(pressed))
    await expect(strikeToggle(page, letter)).toHaveAttribute("aria-pressed", String(struck));
}

/** Selects characters `start`–`end` of the question's stem, as a learner dragging over it would. */
const stemOf = (page: Page) => page.locator('h2[id$="-text"]');
const selectInStem = (page: Page, start: number, end: number) =>
  stemOf(page).evaluate(
    (element, [from, to]) => {
      const range = document.createRange();
      range.setStart(element.firstChild!, from!);
      range.setEnd(element.firstChild!, to!);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    },
    [start, end],
  );

const drawnHighlights = (page: Page) =>
  page.evaluate(() => {
    const drawn = CSS.highlights.get("question-highlight");
    return drawn ? [...drawn].map((range) => (range as Range).toString()) : [];
  });

for (const width of [390, 1366]) {
  test(`quiz: strikes, a highlight and a note survive a reload, a second device and reach the review (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 3, minutes: 20 });
    await page.goto(`/start-quiz?quiz_id=${quiz.id}`);
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
    await expect(page).toHaveURL(/quizAttempt_id=/);
    const attemptId = new URL(page.url()).searchParams.get("quizAttempt_id")!;

    // By the toggle, and by Shift + the option's number (read from the key's place).
    await strikeToggle(page, "B").click();
    await page.getByRole("heading", { name: "Q1?" }).click();
    await page.keyboard.press("Shift+Digit3");
    await expectStruck(page, { A: false, B: true, C: true });
    const optionB = page.getByRole("radio").nth(1);
    await expect(optionB).toBeEnabled();
    await expect(optionB.locator("span.line-through")).toHaveCount(1);
    const toggleBox = await strikeToggle(page, "B").boundingBox();
    expect(toggleBox!.width).toBeGreaterThanOrEqual(44);
    expect(toggleBox!.height).toBeGreaterThanOrEqual(44);
    await selectInStem(page, 0, 2);
    await page.keyboard.press("h");
    await expect.poll(() => drawnHighlights(page)).toEqual(["Q1"]);

    // A note: keys typed in it choose nothing.
    await page.getByRole("button", { name: "Note", exact: true }).click();
    const note = page.getByRole("textbox", { name: "Your note" });
    await note.fill("");
    await note.pressSequentially("Dose 1 to 2 mg/kg? N");
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await page.getByRole("heading", { name: "Q1?" }).click(); // leaving the box saves it
    await expect(page.getByText("All answers saved")).toBeVisible();
    await expectNoAxeViolations(page, { label: `quiz screen with marks (${width} px)` });

    // The keyboard map, by keyboard alone.
    await page.keyboard.press("?");
    const map = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(map).toContainText("Strike out that option");
    await expectNoAxeViolations(page, { label: `keyboard map (${width} px)` });
    await page.keyboard.press("Escape");
    await expect(map).toHaveCount(0);

    await page.reload();
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
    await expectStruck(page, { A: false, B: true, C: true });
    await expect(page.getByRole("textbox", { name: "Your note" })).toHaveValue("Dose 1 to 2 mg/kg? N");
    await expect.poll(() => drawnHighlights(page)).toEqual(["Q1"]);

    // A second device: the same account, nothing of this browser's storage.
    const state = await page.context().storageState();
    const second = await browser.newContext({ storageState: { cookies: state.cookies, origins: [] }, viewport: page.viewportSize() });
    const other = await second.newPage();
    await other.goto(`/start-quiz?quiz_id=${quiz.id}&quizAttempt_id=${attemptId}`);
    await expect(other.getByText("Question 1 of 3")).toBeVisible();
    await expectStruck(other, { A: false, B: true, C: true });
    await expect(other.getByRole("textbox", { name: "Your note" })).toHaveValue("Dose 1 to 2 mg/kg? N");
    await second.close();

    // Choosing a struck option selects it and takes its strike back.
    await page.keyboard.press("2");
    await expect(page.getByText("Question 2 of 3")).toBeVisible();
    await page.keyboard.press("p");
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
    await expect(page.getByRole("radio").nth(1)).toHaveAttribute("aria-checked", "true");
    await expectStruck(page, { B: false, C: true });
    await expect(page.getByText("All answers saved")).toBeVisible();

    await page.getByRole("button", { name: "Finish", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Finish the quiz?" }).getByRole("button", { name: "Finish quiz" }).click();
    await page.getByRole("link", { name: "Review answers" }).click();
    await expect(page).toHaveURL(new RegExp(`/see-quiz-result\\?attemptId=${attemptId}`));
    await expect(page.getByText("Struck out")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Your note" })).toBeVisible();
    await expect(page.getByText("Dose 1 to 2 mg/kg? N")).toBeVisible();
    await expect.poll(() => drawnHighlights(page)).toEqual(["Q1"]);
    await expectNoAxeViolations(page, { label: `review with marks (${width} px)` });

    await page.goto("/profile/my-questions");
    await expect(page.getByRole("heading", { name: "My question notes" })).toBeVisible();
    await page.getByRole("link", { name: "Review this question" }).click();
    await expect(page.getByText("Dose 1 to 2 mg/kg? N")).toBeVisible();
  });
}

test("practice: a strike, highlights and a note come back after a reload (390 px)", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await learnerOwningQuiz(browser, page.request, { questions: 3, minutes: 20 });
  const created = await page.request.post("/api/practice", { data: { source: "all", count: 3, mode: "tutor" } });
  expect(created.status()).toBe(201);
  const sessionId = ((await created.json()).data as { id: string }).id;
  await page.goto(`/practice/${sessionId}`);
  await strikeToggle(page, "A").click();
  await page.keyboard.press("t");
  await page.getByRole("textbox", { name: "Your note" }).pressSequentially("Practice note");
  await page.getByRole("heading", { level: 2 }).first().click();
  await expectStruck(page, { A: true });

  // Highlight by the button, take part of it back, add to it by H: one highlight "1?" is left.
  const stem = (await stemOf(page).textContent())!;
  await selectInStem(page, 0, 2);
  await page.getByRole("button", { name: "Highlight", exact: true }).click();
  await expect.poll(() => drawnHighlights(page)).toEqual([stem.slice(0, 2)]);
  await selectInStem(page, 0, 1);
  await page.getByRole("button", { name: "Remove highlight" }).click();
  await selectInStem(page, 2, 3);
  await expectNoAxeViolations(page, { label: "practice screen with marks" });
  await page.keyboard.press("h");
  await expect.poll(() => drawnHighlights(page)).toEqual([stem.slice(1, 3)]);
  await expect
    .poll(async () => (await (await page.request.get(`/api/marks?kind=practice&id=${sessionId}`)).json()).data.notes)
    .not.toEqual({});
  await page.reload();
  await expectStruck(page, { A: true, B: false });
  await expect(page.getByRole("textbox", { name: "Your note" })).toHaveValue("Practice note");
  await expect.poll(() => drawnHighlights(page)).toEqual([stem.slice(1, 3)]);
  const saved = await (await page.request.get(`/api/marks?kind=practice&id=${sessionId}`)).json();
  expect(Object.values(saved.data.highlights)).toEqual([[{ start: 1, end: 3 }]]);
});

test("grand test: a strike made offline is sent on reconnect; marks survive a reload; nothing of what others chose (1366 px)", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  await signInAsAdmin(adminContext.request);
  const grand = await createOpenGrandTest(adminContext.request, 60 * 60_000, 30);
  await adminContext.close();
  await signInAsNewLearner(page.request);
  const marksAnswers: string[] = [];
  page.on("response", async (response) => {
    // The paper (it carries the learner's marks) and every save of a mark.
    if (/\/api\/(marks|quiz\/quiz-attempt)\b/.test(response.url())) marksAnswers.push(await response.text().catch(() => ""));
  });
  await page.goto(`/start-quiz?quiz_id=${grand.id}&grand_test=1`);
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await page.keyboard.press("Shift+Digit2");
  await page.keyboard.press("t");
  await page.getByRole("textbox", { name: "Your note" }).pressSequentially("GT note");
  await page.getByRole("heading", { name: "First?" }).click();
  await expect(page.getByText("All answers saved")).toBeVisible();

  await page.context().setOffline(true);
  await strikeToggle(page, "A").click();
  await expect(page.getByText("Offline — answers will be sent")).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText("All answers saved")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await expectStruck(page, { A: true, B: true });
  await expect(page.getByRole("textbox", { name: "Your note" })).toHaveValue("GT note");
  await expect(page.getByText(/chose this/)).toHaveCount(0);
  expect(marksAnswers.length).toBeGreaterThan(0);
  for (const answer of marksAnswers) expect(answer).not.toMatch(/chose this|"others"/i);
  await expectNoAxeViolations(page, { label: "grand test screen with marks" });
});
