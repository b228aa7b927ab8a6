import { expect, test, type Page } from "@playwright/test";
import { fillLogin, registerThroughApi, signInAsNewLearner } from "./fixtures";

// docs/rules.md, "Route guards": a sign-in link's `next` is judged as the URL parser resolves it, so
// "/.//evil.test" (the path "//evil.test", another host once a browser follows it) never leaves the site.

const HOSTILE = ["/.//evil.test", "/..//evil.test", "/%2e%2e//evil.test", "/_next/../..//evil.test"];
const HOME = /^http:\/\/(localhost|127\.0\.0\.1):\d+\/home$/;

/** Answers any visit to the other host with a page of its own, so a test that got there says where it is. */
async function catchTheOtherHost(page: Page) {
  await page.route(/^https?:\/\/evil\.test\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Elsewhere</h1>" }),
  );
}

test("a signed-in learner opening a hostile sign-in deep link stays on the site", async ({ page }) => {
  test.setTimeout(60_000);
  await catchTheOtherHost(page);
  await signInAsNewLearner(page.request);
  for (const signInPage of ["/login", "/register", "/forgot"]) {
    for (const next of HOSTILE) {
      // The redirect is the server's answer: where the browser lands is known once the answer commits.
      await page.goto(`${signInPage}?next=${encodeURIComponent(next)}`, { waitUntil: "commit" });
      await expect(page, `${signInPage} with next=${next}`).toHaveURL(HOME);
    }
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor signing in from a hostile deep link lands on their home", async ({ page }) => {
  await catchTheOtherHost(page);
  const learner = await registerThroughApi(page.request);
  await page.goto(`/login?next=${encodeURIComponent(HOSTILE[0]!)}`);
  await fillLogin(page, learner.email, learner.password);
  await expect(page).toHaveURL(HOME);
});
