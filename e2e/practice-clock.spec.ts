import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInAsDemoLearner } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Practice sessions" (the session screen) and "Public pages and the header": a
// practice session opens at its top, and its clock and End stay in sight below the site header
// however far the page scrolls, on a phone and on a laptop.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens";

/** The page's scroll position once it has stopped moving (a smooth scroll or the router's own). */
async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a timed session opens at its top, and its clock and End stay below the header after scrolling to the bottom", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signInAsDemoLearner(page.request);
      await page.goto("/practice");
      await page.getByRole("radio", { name: "Timed" }).check();
      await page.getByLabel("Number of questions").fill("5");
      await page.getByLabel("Minutes").fill("10");
      await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
      // Start sits low on the builder: the page is scrolled when the session opens from it.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      expect(await settledScrollY(page)).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Start session" }).click();

      await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
      const sessionId = page.url().split("/").pop()!;
      await expect(page.getByText("Question 1 of 5")).toBeVisible();
      await expect(page.getByRole("timer")).toHaveText(/(09|10):\d\d/);
      expect(await settledScrollY(page)).toBe(0);
      // The focus starts at the session's title (a screen reader reads where it is), not on the body.
      await expect(page.getByRole("heading", { level: 1, name: "Timed practice" })).toBeFocused();

      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      expect(await settledScrollY(page)).toBeGreaterThan(0);
      const header = (await page.getByRole("banner").boundingBox())!;
      const headerBottom = header.y + header.height;
      for (const control of [page.getByRole("timer"), page.getByRole("button", { name: "End", exact: true })]) {
        const box = (await control.boundingBox())!;
        expect(box.y, "below the header, not under it").toBeGreaterThanOrEqual(headerBottom - 0.5);
        expect(box.y + box.height, "inside the viewport").toBeLessThanOrEqual(viewport.height);
        // Nothing covers it: the point at its centre belongs to it.
        const onTop = await control.evaluate(
          (element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)),
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(onTop, "nothing lies over it").toBe(true);
      }
      await expectNoAxeViolations(page, { label: `timed practice session at ${viewport.width}px` });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/practice-clock-scrolled-${viewport.width}.png` });

      // End still works from there, and leaves no running session behind.
      await page.getByRole("button", { name: "End", exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "End session" }).click();
      await expect(page.getByRole("heading", { name: "Session summary" })).toBeVisible();
      // Read from the page: page.request's connection has been idle past the server's keep-alive
      // (5 s) by now, and Node's client does not retry a request the closing socket reset.
      const ended = await page.evaluate(async (id) => (await (await fetch(`/api/practice/${id}`)).json()).data.endedAt, sessionId);
      expect(ended).not.toBeNull();
    });

    test("a session started from Home's Today card opens at its top too", async ({ page, browser }) => {
      test.setTimeout(60_000);
      // A learner of their own (a new subject of 3 questions): nothing due, so the card offers new questions.
      await learnerOwningQuiz(browser, page.request, { questions: 3 });
      await page.goto("/home");
      const start = page.getByRole("button", { name: /^(Start review|Learn new questions)$/ });
      await expect(start).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await start.click(); // brought into view as a person would scroll to it: the page stays scrolled
      await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
      await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
      expect(await settledScrollY(page)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    });
  });
}
