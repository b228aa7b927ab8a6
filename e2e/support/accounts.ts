import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { fillLogin, registerThroughApi } from "../fixtures";

/** Registers a fresh learner through the API without signing in. */
export async function registerLearner(request: APIRequestContext) {
  return registerThroughApi(request);
}

/**
 * Registers a learner and signs in through the login form, so the browser also holds the display
 * data the header reads (an API-only sign-in sets just the cookie).
 */
export async function signInThroughForm(page: Page) {
  const learner = await registerLearner(page.request);
  await page.goto("/login");
  await fillLogin(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/home$/);
  return learner;
}

export const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for/ });

export async function logout(page: Page) {
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}
