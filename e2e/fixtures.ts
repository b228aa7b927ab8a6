import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

export { E2E_ADMIN };

export const newLearnerDetails = () => ({
  email: `e2e-${randomUUID().slice(0, 8)}@anaesprep.test`,
  password: "learner-password-1",
  name: "Zara Ahmed",
  phone: "03331234567",
});

/** Registers and signs in through the API; the browser context keeps the session cookie. */
export async function signInAsNewLearner(request: APIRequestContext) {
  const learner = newLearnerDetails();
  expect((await request.post("/api/users/register", { data: learner })).status()).toBe(201);
  expect((await request.post("/api/users/login", { data: { email: learner.email, password: learner.password } })).status()).toBe(200);
  return learner;
}

export async function signInAsAdmin(request: APIRequestContext) {
  expect((await request.post("/api/users/login", { data: E2E_ADMIN })).status()).toBe(200);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
