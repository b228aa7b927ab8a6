import { expect, test } from "@playwright/test";
import { fillLogin, newLearnerDetails, toastWith } from "./fixtures";
import { registerLearner } from "./support/accounts";
import { countMails, otpFrom, readLatestMail } from "./support/mail";

// The code arrives by real SMTP: the app sends to e2e/support/smtp-capture.mjs (see playwright config).

test("forgot password end to end: emailed code, new password, sign in", async ({ page }) => {
  test.slow(); // a real SMTP round trip and several password hashes
  const learner = await registerLearner(page.request);
  const mailsBefore = await countMails(learner.email);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page).toHaveTitle("Forgot Password | AnaesPrep");

  await page.getByLabel("Email").fill(learner.email);
  await page.getByRole("button", { name: "Proceed" }).click();
  await expect(toastWith(page, "Check your email")).toBeVisible();
  const otpInput = page.getByRole("textbox", { name: "OTP", exact: true });
  await expect(otpInput).toBeFocused();
  await expect(otpInput).toHaveAttribute("autocomplete", "one-time-code");
  await expect(otpInput).toHaveAttribute("inputmode", "numeric");

  const mail = await readLatestMail(learner.email, { after: mailsBefore });
  expect(mail.subject).toBe("Your AnaesPrep password reset code");
  const code = otpFrom(mail);

  const wrong = code === "000000" ? "111111" : "000000";
  await otpInput.fill(wrong);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.locator("#forgot-otp-error")).not.toBeEmpty();
  await expect(otpInput).toHaveAttribute("aria-invalid", "true");

  await otpInput.fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(toastWith(page, "OTP is verified")).toBeVisible();
  const password = page.getByLabel("New password");
  await expect(password).toBeFocused();

  await password.fill("reset-password-99");
  await page.getByLabel("Confirm password").fill("reset-password-98");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Confirm Password not match.")).toBeVisible();
  await expect(page).toHaveURL(/\/forgot$/);

  await page.getByLabel("Confirm password").fill("reset-password-99");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toastWith(page, "Password changed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, learner.email, "reset-password-99");
  await expect(page).toHaveURL(/\/home$/);
});

test("an unknown email gets the same answer, and the steps can go back", async ({ page }) => {
  const stranger = newLearnerDetails().email;
  await page.goto("/forgot");
  await page.getByLabel("Email").fill(stranger);
  await page.getByRole("button", { name: "Proceed" }).click();
  await expect(toastWith(page, "Check your email")).toBeVisible();
  await expect(page.getByText(stranger)).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();

  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(stranger);
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByRole("button", { name: "Proceed" })).toBeVisible();
});
