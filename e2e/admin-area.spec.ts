import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, fillLogin, signInAsAdmin, signInAsNewLearner, toastWith, uniqueName } from "./fixtures";

/** The smallest file the server recognises as a PDF (it checks the first bytes). */
const tinyPdf = (name = "airway-notes.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
});

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const uploadForm = (page: Page) => section(page, "Upload a note");

/** "YYYY-MM" of today in the zone the reports group by. */
function karachiMonth(): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi", year: "numeric", month: "2-digit" }).formatToParts(new Date());
  return `${parts.find((part) => part.type === "year")!.value}-${parts.find((part) => part.type === "month")!.value}`;
}

test("a learner uploads a note, reads the admin notes and deletes their own note", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsNewLearner(page.request);
  await page.goto("/profile/notes");
  await expect(page).toHaveTitle("Notes | AnaesPrep");
  await expect(section(page, "My Notes")).toContainText("You haven't uploaded any notes yet.");

  const upload = page.getByRole("button", { name: "Upload", exact: true });
  await upload.click();
  await expect(page.getByText("Please add a title.")).toBeVisible();
  await expect(uploadForm(page).getByLabel("Title")).toBeFocused();
  const title = uniqueName("Airway assessment");
  await uploadForm(page).getByLabel("Title").fill(title);
  await upload.click();
  await expect(page.getByText("Please choose a file.")).toBeVisible();
  await expect(toastWith(page, /Upload/)).toHaveCount(0); // nothing was sent

  await uploadForm(page)
    .getByLabel("File")
    .setInputFiles({ name: "not-really.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain text") });
  await upload.click();
  await expect(toastWith(page, "Upload failed")).toContainText("this file is not");
  await expect(section(page, "My Notes").getByRole("article")).toHaveCount(0);

  await uploadForm(page).getByLabel("File").setInputFiles(tinyPdf());
  await upload.click();
  await expect(toastWith(page, "Uploaded successfully")).toBeVisible();
  const note = section(page, "My Notes").getByRole("article", { name: title });
  await expect(note).toContainText("PDF");
  await expect(uploadForm(page).getByLabel("Title")).toHaveValue("");

  const open = note.getByRole("link", { name: `Open ${title} (opens in a new tab)` });
  await expect(open).toHaveAttribute("target", "_blank");
  const href = (await open.getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");

  const adminNotes = section(page, "Admin Notes");
  await expect(adminNotes.getByRole("article", { name: "Anaesthesia Quick Reference" })).toBeVisible();
  await expect(adminNotes.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  await note.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this note?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(note).toBeVisible();
  await note.getByRole("button", { name: `Delete ${title}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Note deleted")).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(section(page, "My Notes")).toContainText("You haven't uploaded any notes yet.");
  expect((await page.request.get(href)).status()).toBe(404); // the file went with the note
});

test("an admin disables a learner: their session stops at once and they cannot sign in", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const learner = await signInAsNewLearner(page.request);
  await page.goto("/profile/notes");
  await expect(page.getByRole("heading", { level: 1, name: "Notes" })).toBeVisible();

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin.request);
    await admin.goto("/admin/users");
    await expect(admin).toHaveTitle("Users | AnaesPrep");
    const own = admin.getByRole("row").filter({ hasText: E2E_ADMIN.email });
    await expect(own.getByRole("button", { name: `Disable ${E2E_ADMIN.email}` })).toHaveAttribute("aria-disabled", "true");
    await expect(own).toContainText("This is you");

    const searchBox = admin.getByRole("searchbox", { name: "Search users" });
    await searchBox.fill(learner.email);
    await searchBox.press("Enter"); // applies at once, hydrated or not (a plain GET form before)
    await expect.poll(() => new URL(admin.url()).searchParams.get("search")).toBe(learner.email);
    await expect(admin.getByRole("row")).toHaveCount(2); // the header and the one match
    const row = admin.getByRole("row").filter({ hasText: learner.email });
    await expect(row).toContainText(learner.name);
    await expect(row).toContainText(learner.phone);
    await expect(row).toContainText("Active");

    await row.getByRole("button", { name: `Disable ${learner.email}` }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Disable this account?" });
    await expect(confirm).toContainText(learner.email);
    await confirm.getByRole("button", { name: "Disable" }).click();
    await expect(toastWith(admin, "User disabled")).toBeVisible();
    await expect(row).toContainText("Disabled");

    // The learner's very next request is refused, and signing in again is too.
    expect((await page.request.get("/api/notes")).status()).toBe(401);
    await page.reload();
    // The refused session is dropped, so the guard's redirect to /login (and back to the notes) sticks.
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fnotes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notes" })).toHaveCount(0);
    const login = await page.request.post("/api/users/login", { data: { email: learner.email, password: learner.password } });
    expect(login.status()).toBe(403);
    await page.goto("/login");
    await fillLogin(page, learner.email, learner.password);
    await expect(page.getByText("This account has been disabled").first()).toBeVisible();

    // Enable gives the account back.
    await row.getByRole("button", { name: `Enable ${learner.email}` }).click();
    await expect(toastWith(admin, "User enabled")).toBeVisible();
    await expect(row).toContainText("Active");
    expect((await page.request.post("/api/users/login", { data: { email: learner.email, password: learner.password } })).status()).toBe(
      200,
    );
  } finally {
    await adminContext.close();
  }
});

test("reports show the seeded figures", async ({ page }) => {
  await signInAsAdmin(page.request);
  const report = (await (await page.request.get("/api/reports")).json()).data as {
    paymentsByMonth: { month: string; revenue: number; accepted: number }[];
    activeEntitlements: { subject: string; learners: number }[];
  };
  // The seed: one approved payment this month by the demo learner, for Pharmacology and Physiology (PKR 500 each).
  const thisMonth = report.paymentsByMonth.find((row) => row.month === karachiMonth())!;
  expect(thisMonth.revenue).toBeGreaterThanOrEqual(1000);
  expect(thisMonth.accepted).toBeGreaterThanOrEqual(1);
  const learnersOf = (subject: string) => report.activeEntitlements.find((row) => row.subject === subject)?.learners ?? 0;
  expect(learnersOf("Pharmacology")).toBeGreaterThanOrEqual(1);
  expect(learnersOf("Physiology")).toBeGreaterThanOrEqual(1);

  await page.goto("/admin/reports");
  await expect(page).toHaveTitle("Reports | AnaesPrep");
  const revenue = `PKR ${thisMonth.revenue.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  if (thisMonth.revenue === 1000) expect(revenue).toBe("PKR 1,000.00"); // a fresh database holds just the seed
  await expect(page.getByRole("group", { name: "Revenue this month" })).toContainText(revenue);

  const monthName = new Date(`${thisMonth.month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const revenueTable = page.getByRole("table", { name: "Revenue per month" });
  await expect(revenueTable.getByRole("row", { name: monthName })).toContainText(revenue);
  const statusTable = page.getByRole("table", { name: "Payments by status per month" });
  await expect(statusTable.getByRole("row", { name: monthName }).getByRole("cell").first()).toHaveText(String(thisMonth.accepted));

  const access = page.getByRole("table", { name: "Active entitlements per subject" });
  for (const subject of ["Pharmacology", "Physiology"]) {
    await expect(access.getByRole("row", { name: subject }).getByRole("cell")).toHaveText(String(learnersOf(subject)));
  }
  await expect(page.getByRole("region", { name: "Active entitlements per subject" })).toContainText("Pharmacology");
  await expect(page.getByRole("region", { name: "Attempts and pass rate per quiz" })).toBeVisible();
  await expect(page.getByRole("table", { name: "New learners per week" })).toBeAttached();
});

test("a contact message reaches the admin, who marks it handled", async ({ page }) => {
  test.setTimeout(60_000);
  const sender = uniqueName("Sana Malik");
  const message = `Hello,\nI cannot find the airway quiz (${sender}).`;
  // Its own address (TEST-NET-3): the contact form allows 5 messages per address per hour, and a reused local server keeps counting.
  const headers = { "x-forwarded-for": `203.0.113.${1 + Math.floor(Math.random() * 254)}` };
  const sent = await page.request.post("/api/contact", { headers, data: { name: sender, email: "sana.malik@example.com", message } });
  expect(sent.ok()).toBe(true);

  await signInAsAdmin(page.request);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await page.getByRole("link", { name: /Open messages/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page).toHaveTitle("Messages | AnaesPrep");

  const card = page.getByRole("article", { name: sender });
  await expect(card.getByRole("link", { name: "sana.malik@example.com" })).toHaveAttribute("href", "mailto:sana.malik@example.com");
  expect(await card.getByText("I cannot find the airway quiz").innerText()).toBe(message); // line break kept
  await card.getByRole("button", { name: `Mark handled: message from ${sender}` }).click();
  await expect(toastWith(page, "Marked as handled")).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole("link", { name: /^Handled/ }).click();
  await expect(page).toHaveURL(/filter=handled/);
  await expect(card).toContainText("Handled on");
  await card.getByRole("button", { name: `Reopen: message from ${sender}` }).click();
  await expect(toastWith(page, "Marked as open")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("link", { name: /^Open/ }).click();
  await expect(card.getByRole("button", { name: `Mark handled: message from ${sender}` })).toBeVisible();
});

test("an admin shares a note from /admin/notes, sees every note with its owner, and deletes it", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page.request);
  await page.goto("/admin/notes");
  await expect(page).toHaveTitle("Notes | AnaesPrep");
  const title = uniqueName("Difficult airway trolley");
  await uploadForm(page).getByLabel("Title").fill(title);
  await uploadForm(page).getByLabel("File").setInputFiles(tinyPdf("trolley.pdf"));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toastWith(page, "Uploaded successfully")).toBeVisible();

  const all = section(page, "All Notes");
  const note = all.getByRole("article", { name: title });
  await expect(note.getByText("Admin", { exact: true })).toBeVisible();
  await expect(note).toContainText(`Uploaded by Administrator (${E2E_ADMIN.email})`);
  await expect(all.getByRole("article", { name: "Anaesthesia Quick Reference" })).toBeVisible();

  // The list is refreshed after the upload; a click that lands while it re-renders can lose the dialog it opened.
  const confirm = page.getByRole("alertdialog", { name: "Delete this note?" });
  await expect(async () => {
    if (!(await confirm.isVisible())) await note.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(confirm).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Note deleted")).toBeVisible();
  await expect(note).toHaveCount(0);
});
