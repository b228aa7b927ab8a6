import { expect, test, type Page } from "@playwright/test";
import { toastWith } from "./fixtures";

const jsonLd = async (page: Page) =>
  Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)));

test.describe("Home", () => {
  test("hero, benefits and Explore More", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Home | AnaesPrep");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Prepare for your anaesthesia exams");
    await expect(page.getByRole("img", { name: "Anaesthesia Doctor" })).toBeVisible();
    const benefits = page.locator("#benefits");
    for (const title of ["Quiz", "Notes", "Practice Exams"]) {
      await expect(benefits.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(benefits.getByText("Chapter-wise quizzes")).toBeVisible();

    const benefitsTitle = benefits.getByRole("heading", { name: "Everything you need to prepare" });
    await expect(benefitsTitle).not.toBeInViewport();
    await page.getByRole("link", { name: "Explore More" }).click();
    await expect(page).toHaveURL(/#benefits$/);
    await expect(benefitsTitle).toBeInViewport();
  });

  test("metadata: description, canonical, share cards and Organization JSON-LD", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /anaesthesia exams/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${baseURL}/?$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Home | AnaesPrep");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/og-image.png`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await page.request.get("/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await jsonLd(page)).map((data) => data["@type"])).toContain("Organization");
  });

  test("the mobile menu opens, lists the links and closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#site-nav-panel");
    for (const name of ["Home", "Quiz", "Pricing", "About", "Contact", "Login", "Register"]) {
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "Quiz", exact: true })).toHaveAttribute("href", "/quiz");

    await panel.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
});

test("/quiz lists a subject's quizzes and the choice lives in the URL", async ({ page }) => {
  await page.goto("/quiz");
  await expect(page).toHaveTitle("Quiz | AnaesPrep");
  const subjects = page.getByRole("navigation", { name: "Subjects" });
  const current = subjects.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText("Airway Management"); // the first subject by name
  await expect(page.getByRole("heading", { name: "Airway Equipment" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Airway Equipment/ })).toContainText("Untimed");

  await subjects.getByRole("link", { name: /^Pharmacology/ }).click();
  await expect(page).toHaveURL(/\/quiz\?subject=[\w-]+$/);
  await expect(current).toContainText("Pharmacology");
  await expect(page.getByRole("heading", { name: "Pharmacology", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Airway Equipment" })).toHaveCount(0);
  const card = page.getByRole("link", { name: /Induction Agents/ });
  await expect(card).toContainText(/\d+ questions/);
  await expect(card).toContainText("8 minutes");

  // The URL alone reproduces the choice (shareable, crawlable), with its own canonical address.
  const url = page.url();
  await page.goto(url);
  await expect(current).toContainText("Pharmacology");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);

  await card.click();
  await expect(page).toHaveURL(/\/register$/);
});

test("pricing shows both plans and Choose Plan sends a visitor to /register", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing | AnaesPrep");
  const subjectPlan = page.getByRole("article", { name: "Subject Based" });
  const monthlyPlan = page.getByRole("article", { name: "Monthly Subscription" });
  await expect(subjectPlan).toContainText("PKR 500.00");
  await expect(subjectPlan).toContainText("per subject, for 30 days");
  await expect(monthlyPlan).toContainText("for 30 days");
  await expect(page.getByText("/month")).toHaveCount(0);
  await expect(monthlyPlan).toContainText("PKR 5,000.00");
  await expect(monthlyPlan).toContainText("Most Popular");
  await expect(subjectPlan).not.toContainText("Most Popular");
  for (const plan of [subjectPlan, monthlyPlan]) {
    await expect(plan.getByRole("heading", { name: "How to purchase" })).toBeVisible();
    expect(await plan.getByRole("listitem").count()).toBeGreaterThan(3);
  }
  const offers = (await jsonLd(page)).flatMap((data) => data.offers ?? []);
  expect(offers.map((offer: { price: number; priceCurrency: string }) => [offer.price, offer.priceCurrency])).toEqual([
    [500, "PKR"],
    [5000, "PKR"],
  ]);

  await monthlyPlan.getByRole("link", { name: /Choose Plan/ }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("about tells what the platform offers", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About | AnaesPrep");
  for (const name of ["Our mission", "What we offer", "Joining is free"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
});

test("contact sends the message, thanks the visitor and clears the form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact | AnaesPrep");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click(); // every missing field is named at once, nothing is sent
  await expect(page.getByText("Please fix the 3 fields marked below.")).toBeVisible();
  for (const message of ["Please enter your name.", "Please enter your email address.", "Please write a message."])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();

  await page.getByLabel("Name").fill("Ali Raza");
  await page.getByLabel("Email").fill("ali.raza@example.com");
  await page.getByLabel("Message").fill("Do you offer a discount for a whole residency batch?");
  await send.click();
  await expect(toastWith(page, /Thank you! Your message has been sent/)).toBeVisible();
  await expect(page.locator("form").getByText(/Thank you! Your message has been sent/)).toBeVisible(); // stays on the page
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("robots.txt and sitemap.xml", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/profile", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/pricing", "/about", "/contact", "/quiz"]) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/quiz\\?subject=[\\w-]+</loc>`));
});

test("an unknown path shows the 404 screen with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText(/No route matches URL .\/no-such-page./)).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the API table's paths with a trailing slash answer directly; a page's goes to its one address", async ({ request }) => {
  const subjects = await request.get("/api/subjects/", { maxRedirects: 0 });
  expect(subjects.status()).toBe(200);
  expect(await subjects.json()).toMatchObject({ success: true, data: expect.any(Array) });
  for (const path of ["/api/quiz/", "/api/users/"]) expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.post("/api/notes/", { maxRedirects: 0 })).status()).toBe(401);
  const about = await request.get("/about/", { maxRedirects: 0 });
  expect(about.status()).toBe(308);
  expect(about.headers().location).toMatch(/\/about$/);
});
