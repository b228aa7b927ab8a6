import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Resolves once every finite CSS animation and transition inside `locator` has finished: the event
 * itself, not a guess at its length. getAnimations() brings styles up to date first, so a
 * transition that a change has just asked for is waited for too.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Each visible toast, once it has slid into place (sonner marks it mounted, then it transitions in). */
export async function toastsInPlace(page: Page): Promise<Locator> {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts.first()).toBeVisible();
  for (const toast of await toasts.all()) await expect(toast).toHaveAttribute("data-mounted", "true");
  await animationsDone(page.locator("[data-sonner-toaster]"));
  return toasts;
}

/**
 * After the page has shown the outcome of an event, lets a toast the same handler may have asked
 * for reach the page, so that "no toast" can be asserted: the toaster is mounted (sonner then runs
 * in the page), sonner adds a toast in the next timer turn, and it renders within a frame.
 */
export async function toastTurnPassed(page: Page): Promise<void> {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 0)));
}
