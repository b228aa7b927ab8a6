import { expect, test } from "@playwright/test";
import { E2E_ADMIN, fillLogin, fillRegister, newLearnerDetails, signInAsAdmin, signInAsNewLearner } from "./fixtures";

test("a visitor registers, signs in and logs out", async ({ page, context }) => {
  const learner = newLearnerDetails();
  await page.goto("/register");
  await expect(page).toHaveTitle("Register | AnaesPrep");
  // Without the terms accepted the form is not sent.
  await fillRegister(page, learner, { acceptTerms: false });
  const terms = page.getByLabel("Accept terms and conditions", { exact: true });
  expect(await terms.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms");
  await fillRegister(page, learner);
  await expect(page.getByText("Registered successfully")).toBeVisible();
  // Registering signs the new learner in (docs/rules.md, "Accounts and sessions"): straight to their day.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${learner.name.split(" ")[0]}` })).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/login");

  await fillLogin(page, learner.email, learner.password);
  await expect(page.getByText("Login Successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("anaesprep.session"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token|password|hash/i);

  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).some((cookie) => cookie.name.endsWith("anaesprep.session"))).toBe(false);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto("/login");
  await fillLogin(page, "nobody@anaesprep.test", "wrong-password");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the admin signs in through the form and lands on /admin", async ({ page }) => {
  await page.goto("/login");
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
});

test.describe("route guards", () => {
  test("a visitor opening a protected page goes to /login, to come back to it", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await page.goto("/admin/payments");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fpayments$/);
  });

  test("redirects stay on the address the visitor used (behind a proxy, on 127.0.0.1)", async ({ request, baseURL }) => {
    for (const host of ["anaesprep.example", new URL(baseURL!).host.replace("localhost", "127.0.0.1")]) {
      const response = await request.get("/profile", { headers: { host }, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe("/login?next=%2Fprofile");
    }
  });

  test("a learner opening /admin goes to their home, /home", async ({ page }) => {
    await signInAsNewLearner(page.request);
    await page.goto("/admin/quiz");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a signed-in learner opening /login goes to /home", async ({ page }) => {
    await signInAsNewLearner(page.request);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("an admin opening a non-admin page goes to /admin", async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test("Home has its title and the security headers", async ({ page }) => {
  const response = await page.goto("/");
  await expect(page).toHaveTitle("Home | AnaesPrep");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
});

test("the answer save, served beside Next by scripts/server.mjs, answers like every route", async ({ request, baseURL }) => {
  const submit = (options: Parameters<typeof request.post>[1]) => request.post("/api/quiz/submit", options);

  const signedOut = await submit({
    data: { quizAttemptId: crypto.randomUUID(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() },
  });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toEqual({ success: false, message: "Please sign in to continue.", kind: "Unauthenticated" });
  expect(signedOut.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(signedOut.headers()["cache-control"]).toBe("no-store");

  expect((await submit({ data: {}, headers: { origin: "https://evil.example" } })).status()).toBe(403);

  await signInAsNewLearner(request);
  expect((await submit({ data: "x".repeat(1_100_000), headers: { "content-type": "application/json" } })).status()).toBe(413);
  const unknownAttempt = await submit({
    data: { quizAttemptId: crypto.randomUUID(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() },
  });
  expect(unknownAttempt.status()).toBe(404);
  const malformed = await submit({ data: Buffer.from("{not json"), headers: { "content-type": "application/json" } });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).message).toBe("The request body must be valid JSON.");
  expect((await submit({ data: { quizAttemptId: "a\u0000b", questionId: "x", optionId: "y" } })).status()).toBe(400);
  const badBody = await submit({ data: { quizAttemptId: "nope" } });
  expect(badBody.status()).toBe(400);
  expect((await badBody.json()).field).toBe("quizAttemptId");
  // Anything else on the same path is still Next's (a 405 for GET).
  expect((await request.get(`${baseURL}/api/quiz/submit`)).status()).toBe(405);
});
