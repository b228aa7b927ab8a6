import { expect, test } from "@playwright/test";
import { signInAsAdmin, signInAsDemoLearner } from "./fixtures";

/** The smallest file the server recognises as a PDF (it checks the first bytes). */
const tinyPdf = {
  name: "pager.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
};

test("an admin pages through searched notes: next page, filter and page in the address, reload, an empty page", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page.request);
  const tag = `Pager${Date.now().toString(36)}`;
  for (let index = 1; index <= 27; index++) {
    const response = await page.request.post("/api/notes/upload-note", { multipart: { name: `${tag} note ${index}`, file: tinyPdf } });
    expect(response.status()).toBe(201);
  }

  await page.goto(`/admin/notes?search=${tag}`);
  const pager = page.getByRole("navigation", { name: "Notes pages" });
  await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("region", { name: "All Notes" }).getByRole("article");
  await expect(list).toHaveCount(25);
  await expect(list.first()).toContainText(`${tag} note 27`); // newest first

  await pager.getByRole("link", { name: "Next" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
  expect(new URL(page.url()).searchParams.get("search")).toBe(tag);
  await expect(list).toHaveCount(2);
  await expect(list.last()).toContainText(`${tag} note 1`);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  await page.reload(); // the address holds the whole view
  await expect(list).toHaveCount(2);
  await expect(page.getByRole("searchbox", { name: "Search notes" })).toHaveValue(tag);

  // A filter keeps the search and starts again at page 1; learners' notes match nothing here.
  await page.getByRole("navigation", { name: "Filter notes" }).getByRole("link", { name: "Learners' notes" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("scope")).toBe("learner");
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  await expect(page.getByText(`No notes match “${tag}”.`)).toBeVisible();

  await page.goto(`/admin/notes?search=${tag}&page=9`);
  await expect(page.getByRole("status").filter({ hasText: "There is nothing on page 9" })).toBeVisible();
  const firstPage = page.getByRole("link", { name: "Go to the first page" });
  await expect(firstPage).toHaveAttribute("href", `/admin/notes?search=${tag}`);
  await firstPage.click();
  await expect.poll(() => new URL(page.url()).searchParams.get("page"), { timeout: 30_000 }).toBeNull();
  await expect(list).toHaveCount(25);
  await page.screenshot({ path: "test-results/pagination-admin-notes.png", fullPage: true });
});

test("a learner's subject filter lives in the address and survives a reload", async ({ page }) => {
  await signInAsDemoLearner(page.request);
  await page.goto("/profile/allowed-quizzes");
  const filter = page.getByLabel("Subject");
  const rows = page.getByRole("table", { name: "A list of all allowed quizzes" }).getByRole("row");
  await expect(rows.nth(1)).toBeVisible(); // counted once the table is on screen, not while it loads
  const everything = await rows.count();
  const subject = (await filter.locator("option").nth(1).textContent())!;
  await filter.selectOption({ label: subject });
  await expect.poll(() => new URL(page.url()).searchParams.get("subject")).not.toBeNull();
  await expect.poll(() => rows.count()).toBeLessThan(everything);
  await page.reload();
  await expect(filter.locator("option:checked")).toHaveText(subject);
  await expect(rows.filter({ hasNotText: subject }).filter({ has: page.getByRole("cell") })).toHaveCount(0);
  await page.screenshot({ path: "test-results/pagination-allowed-quizzes.png", fullPage: true });
});
