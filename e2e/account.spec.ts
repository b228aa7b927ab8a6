import { expect, test } from "@playwright/test";
import { fillLogin, signInAsAdmin, signInAsNewLearner, toastWith } from "./fixtures";
import { accountMenu, logout, signInThroughForm } from "./support/accounts";

test.describe("header", () => {
  test("a signed-in learner sees Quiz → /buy-quiz, the cart and the avatar menu", async ({ page }) => {
    await signInThroughForm(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Quiz", exact: true })).toHaveAttribute("href", "/buy-quiz");
    await expect(page.getByRole("link", { name: "Cart, empty" })).toBeVisible();
    await expect(accountMenu(page)).toHaveText("Z");
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);

    await page.goto("/quiz"); // a signed-in learner is sent to buy the subject, not to sign up again
    await expect(page.getByRole("link", { name: /Airway Equipment/ })).toHaveAttribute("href", /^\/buy-quiz#subject-[0-9a-f-]{36}$/);

    await page.goto("/"); // the static page hydrates into the signed-in view
    await expect(accountMenu(page)).toBeVisible();
    await accountMenu(page).click();
    for (const name of ["Profile", "Settings", "Logout"]) await expect(page.getByRole("menuitem", { name })).toBeVisible();
  });

  test("a browser signed in by its cookie alone is a member on every public page, with no join banner", async ({ page }) => {
    await signInAsNewLearner(page.request); // the cookie only: no form, nothing in browser storage
    for (const path of ["/", "/about", "/quiz"]) {
      await page.goto(path);
      await expect(accountMenu(page)).toHaveText("Z");
      await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Join AnaesPrep" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Create free account" })).toHaveCount(0);
    }
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/Zara|@e2e|isAdmin/);
  });

  test("display data an earlier version kept is no sign-in: the server says who is signed in", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem("data", JSON.stringify({ id: "x", email: "old@example.com", name: "Old", isAdmin: false })),
    );
    await page.reload();
    await expect(page.getByRole("region", { name: "Join AnaesPrep" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("data"))).toBeNull();
  });
});

test("profile: the saved details survive a reload", async ({ page }) => {
  const learner = await signInThroughForm(page);
  await page.goto("/profile");
  await expect(page).toHaveTitle("Profile | AnaesPrep");
  await expect(page.getByRole("heading", { name: "My profile", level: 1 })).toBeVisible();
  const email = page.getByLabel("Email");
  await expect(email).toHaveValue(learner.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByLabel("Name")).toHaveValue(learner.name);
  await expect(page.getByLabel("Phone")).toHaveValue(learner.phone);

  await page.getByLabel("Phone").fill("not a phone");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.locator("#profile-phone-error")).toContainText("valid phone number");
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name").fill("Zainab Qureshi");
  await page.getByLabel("Phone").fill("0300 7654321");
  await page.getByLabel("Address").fill("House 12, Street 4, Gulberg, Lahore");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Updated Successfully")).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName("Account menu for Zainab Qureshi");

  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Zainab Qureshi");
  await expect(page.getByLabel("Phone")).toHaveValue("0300 7654321");
  await expect(page.getByLabel("Address")).toHaveValue("House 12, Street 4, Gulberg, Lahore");
  await expect(accountMenu(page)).toHaveText("Z");
});

test("settings: change the password, then sign in with the new one", async ({ page }) => {
  test.slow(); // five password hashes and three sign-ins
  const learner = await signInThroughForm(page);
  await page.goto("/profile/settings");
  await expect(page).toHaveTitle("Settings | AnaesPrep");
  const current = page.getByLabel("Current password");
  const fresh = page.getByLabel("New password");
  const confirm = page.getByLabel("Confirm password");
  const submit = page.getByRole("button", { name: "Change Password" });

  await current.fill(learner.password);
  await fresh.fill("brand-new-password-2");
  await confirm.fill("something-else-2");
  await submit.click();
  // Shown beside the field, not toasted as well (docs/rules.md, "Feel").
  await expect(page.getByText("Confirm Password not match.")).toBeVisible();
  await expect(toastWith(page, "Confirm Password not match.")).toHaveCount(0);
  await expect(confirm).toHaveAttribute("aria-invalid", "true");

  await current.fill("not-my-password");
  await confirm.fill("brand-new-password-2");
  await submit.click();
  await expect(page.locator("#change-password-currentPassword-error")).toHaveText("Your current password is not correct.");

  await current.fill(learner.password);
  await submit.click();
  await expect(toastWith(page, "Password changed")).toBeVisible();
  await expect(current).toHaveValue("");
  await page.reload(); // this session was kept
  await expect(page).toHaveURL(/\/profile\/settings$/);

  await logout(page);
  await fillLogin(page, learner.email, learner.password);
  await expect(page.locator("#login-password-error")).toHaveText("Invalid email or password");
  await fillLogin(page, learner.email, "brand-new-password-2");
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountMenu(page)).toBeVisible();
});

test("admin settings use the same change-password form", async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto("/admin/settings");
  await expect(page).toHaveTitle("Settings | AnaesPrep");
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await page.getByLabel("Current password").fill("whatever-it-is");
  await page.getByLabel("New password").fill("one-new-password");
  await page.getByLabel("Confirm password").fill("another-password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Confirm Password not match.")).toBeVisible();
});

test("settings: sign out everywhere ends this device's session and another's", async ({ page, browser }) => {
  const learner = await signInThroughForm(page);
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/login");
  await fillLogin(otherPage, learner.email, learner.password);
  await expect(otherPage).toHaveURL(/\/home$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profile/settings");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out everywhere?" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "test-results/sign-out-everywhere.png" });
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await otherPage.goto("/profile"); // the other device's cookie names an ended session
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fprofile$/);
  expect((await otherPage.request.get("/api/users/profile")).status()).toBe(401);
  await otherDevice.close();
});
