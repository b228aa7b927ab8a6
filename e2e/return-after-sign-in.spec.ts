import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { fillLogin, registerThroughApi } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Route guards" and "Accounts and sessions": a sign-in comes back to the page
// asked for (a page of this site only), and a session that ends during a quiz never takes the quiz
// off screen.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens";
const NOTICE = "Your session ended — sign in to continue; your answers are saved";
const CLOSED_GRAND_TEST = "FCPS Part I Grand Test: October Mock"; // demo/grand-tests.ts

const option = (page: Page, text: string) => page.getByRole("radio", { name: new RegExp(text.replace("?", "\\?")) });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a protected deep link opened signed out comes back to itself after signing in", async ({ page }) => {
      const learner = await registerThroughApi(page.request);
      const deepLink = "/profile/results?from=mail"; // the results link of the "your result changed" mail, with a query
      await page.goto(deepLink);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${escaped(encodeURIComponent(deepLink))}$`));
      await expect(page.getByRole("status").filter({ hasText: "you will go back to the page you were on" })).toBeVisible();
      await expectNoAxeViolations(page, { label: `login with next at ${viewport.width}px` });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/login-with-next-${viewport.width}.png` });
      await fillLogin(page, learner.email, learner.password);
      await expect(page).toHaveURL(new RegExp(`${escaped(deepLink)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("a visitor's Results on a closed grand test comes back to its results after signing in", async ({ page }) => {
      const learner = await registerThroughApi(page.request);
      await page.goto("/grand-tests");
      await page.getByRole("link", { name: `Results of ${CLOSED_GRAND_TEST}` }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fgrand-tests%2F[0-9a-f-]{36}%2Fresults$/);
      // On to Create an account and back to Sign in: the page to come back to is kept.
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page).toHaveURL(/\/register\?next=%2Fgrand-tests%2F[0-9a-f-]{36}%2Fresults$/);
      await page.getByRole("link", { name: "Sign in", exact: true }).click();
      await fillLogin(page, learner.email, learner.password);
      await expect(page).toHaveURL(/\/grand-tests\/[0-9a-f-]{36}\/results$/);
      await expect(page.getByRole("heading", { level: 1, name: CLOSED_GRAND_TEST })).toBeVisible();
    });

    for (const hostile of ["//evil.example", "https://evil.example", "/\\evil.example", "/%2F%2Fevil.example"]) {
      test(`an open-redirect attempt (next=${hostile}) lands on /home`, async ({ page }) => {
        const learner = await registerThroughApi(page.request);
        await page.goto(`/login?next=${encodeURIComponent(hostile)}`);
        await fillLogin(page, learner.email, learner.password);
        await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/home$/);
      });
    }

    test("a quiz whose session ends shows the notice, and signing in comes back to it with the answers kept", async ({ page, browser }) => {
      test.setTimeout(90_000);
      const { account, quiz } = await learnerOwningQuiz(browser, page.request, { questions: 3, minutes: 30 });
      await page.goto(`/start-quiz?quiz_id=${quiz.id}`);
      await expect(page.getByText("Question 1 of 3")).toBeVisible();
      await option(page, "Right Q1?").click();
      await expect(page.getByText("All answers saved")).toBeVisible();
      const quizAddress = page.url();
      const attemptId = new URL(quizAddress).searchParams.get("quizAttempt_id")!;

      // Another device signs out everywhere: this tab's session is over on the server.
      const otherDevice = await browser.newContext();
      const credentials = { email: account.email, password: account.password };
      expect((await otherDevice.request.post("/api/users/login", { data: credentials })).status()).toBe(200);
      expect((await otherDevice.request.post("/api/users/logout-all")).status()).toBe(200);
      await otherDevice.close();

      await option(page, "Wrong Q2?").click(); // refused (401): stays queued on this device
      const notice = page.getByRole("alert").filter({ hasText: NOTICE });
      await expect(notice).toBeVisible();
      expect(page.url()).toBe(quizAddress); // the quiz is still on screen
      await expect(page.getByText("Question 3 of 3")).toBeVisible();
      await expect(page.getByText("2 of 3 answered")).toBeVisible();
      await expect(page.getByText("Kept on this device until you sign in")).toBeVisible();
      await expect(page.getByRole("timer")).toBeVisible();
      await expectNoAxeViolations(page, { label: `quiz with the session-ended notice at ${viewport.width}px` });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/quiz-session-ended-${viewport.width}.png` });

      await notice.getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fstart-quiz%3F/);
      await fillLogin(page, account.email, account.password);
      await expect(page).toHaveURL(quizAddress);
      await expect(page.getByText("All answers saved")).toBeVisible();
      await expect(page.getByText("2 of 3 answered")).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: NOTICE })).toHaveCount(0);
      const state = (await (await page.request.get(`/api/quiz/quiz-attempt/${attemptId}`)).json()).data as {
        questionsAttempted: { questionId: string }[];
      };
      expect(state.questionsAttempted).toHaveLength(2); // the answer given while signed out reached the server
    });
  });
}
