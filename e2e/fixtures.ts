import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

export { E2E_ADMIN };

export const newLearnerDetails = () => ({
  email: `e2e-${randomUUID().slice(0, 8)}@anaesprep.test`,
  password: "learner-password-1",
  name: "Zara Ahmed",
  phone: "03331234567",
});

type LearnerDetails = ReturnType<typeof newLearnerDetails>;

/**
 * Registers through the API as a client of its own: registration is throttled per address, and the
 * suite registers far more learners than one person could, so each comes through the test proxy
 * (TRUST_PROXY_HOPS=1) from an address of its own.
 */
/**
 * Registers a learner through the API and leaves the browser signed out, as the tests that sign in
 * through a form need: registering signs the new learner in (docs/rules.md, "Accounts and
 * sessions"), so this device's session is ended again at once.
 */
export async function registerThroughApi(request: APIRequestContext, learner: LearnerDetails = newLearnerDetails()) {
  const address = `10.${randomBytes(3).join(".")}`;
  const registered = await request.post("/api/users/register", { data: learner, headers: { "x-forwarded-for": address } });
  expect(registered.status()).toBe(201);
  await request.get("/api/user/logout", { maxRedirects: 0 });
  return learner;
}

/** Registers and signs in through the API; the browser context keeps the session cookie. */
export async function signInAsNewLearner(request: APIRequestContext, learner: LearnerDetails = newLearnerDetails()) {
  await registerThroughApi(request, learner);
  expect((await request.post("/api/users/login", { data: { email: learner.email, password: learner.password } })).status()).toBe(200);
  return learner;
}

export async function signInAsAdmin(request: APIRequestContext) {
  expect((await request.post("/api/users/login", { data: E2E_ADMIN })).status()).toBe(200);
}

/** Fills and sends the register form, the terms accepted unless `acceptTerms` is false. */
export async function fillRegister(page: Page, learner: LearnerDetails, { acceptTerms = true } = {}) {
  await page.getByLabel(/^Email/).fill(learner.email);
  await page.getByLabel(/^Password/).fill(learner.password);
  await page.getByLabel(/^Name/).fill(learner.name);
  await page.getByLabel(/^Phone/).fill(learner.phone);
  await page.getByLabel("Accept terms and conditions", { exact: true }).setChecked(acceptTerms);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A name no other test run has used (subject names are unique). */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

export type SubjectFixture = { id: string; name: string; price: number };

/** Creates a subject through the admin API (the request must be signed in as admin). */
export async function createSubject(request: APIRequestContext, name = uniqueName("E2E Subject"), price = 500): Promise<SubjectFixture> {
  const response = await request.post("/api/subjects/create", { data: { name, price } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as SubjectFixture;
}

/** A one-mark question for the admin API: "Right" is its key, then the wrong options (and any other fields, e.g. an explanation). */
export const mcq = (text: string, wrong: string[] = ["Wrong"], extra: Record<string, unknown> = {}) => ({
  question: text,
  eachMCQMarks: 1,
  ...extra,
  options: [{ option: "Right", isCorrect: true }, ...wrong.map((option) => ({ option, isCorrect: false }))],
});

/** Creates a two-question quiz through the admin API; returns its id and name. */
export async function createQuiz(request: APIRequestContext, subjectId: string, name = uniqueName("E2E Quiz")) {
  const data = {
    name,
    description: "Read each question carefully.",
    quizTime: 10,
    eachMCQMarks: 1,
    subject: subjectId,
    questions: [mcq("First?"), mcq("Second?")],
  };
  const response = await request.post("/api/quiz/add", { data });
  expect(response.status()).toBe(201);
  const id = ((await response.json()).data as { id: string }).id;
  return { id, name };
}

/** The sonner toasts containing this text (scoped to toasts, so field errors and the route announcer never match). */
export const toastWith = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([head, body, tail]);
}

/** A small valid PNG that looks like a bank receipt (teal header, grey text lines): 160×100. */
export function receiptPng(width = 160, height = 100): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const lines = [30, 44, 58, 72];
  for (let y = 0; y < height; y++) {
    const line = lines.findIndex((top) => y >= top && y < top + 6);
    for (let x = 0; x < width; x++) {
      const inLine = line >= 0 && x >= 12 && x < width - 12 - line * 22;
      const rgb = y < 18 ? [15, 103, 98] : inLine ? [203, 213, 225] : [255, 255, 255];
      raw.set(rgb, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(raw)), pngChunk("IEND", Buffer.alloc(0))]);
}

/**
 * A PNG of one random colour: a proof no other payment's matches, for fixtures that pay only to
 * set up something else. Too plain for a perceptual hash (docs/rules.md, "Reused proofs"), it
 * matches by SHA-256 only, and that is its own; random noise would meet another noise picture
 * within the hash's threshold about once in 7,500 pairs.
 */
export function uniqueColourPng(width = 64, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const colour = randomBytes(3);
  const raw = Buffer.alloc((width * 3 + 1) * height); // filter type 0 (none) on every row
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) colour.copy(raw, y * (width * 3 + 1) + 1 + x * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(raw)), pngChunk("IEND", Buffer.alloc(0))]);
}

/** A payment proof for `setInputFiles`. */
export const proofPng = (name = "receipt.png") => ({ name, mimeType: "image/png", buffer: receiptPng() });

/** A payment proof no other payment's matches, for specs that pay only to set something else up. */
export const uniqueProofPng = (name = "transfer.png") => ({ name, mimeType: "image/png", buffer: uniqueColourPng(160, 100) });

/**
 * A transaction number no other run has used (they are unique across live payments), strong enough
 * for a statement to name its payment (at least 4 digits: docs/rules.md, "Statement reconciliation").
 */
export const uniqueTransaction = () => `TXN-${randomUUID().slice(0, 8).toUpperCase()}-${String(randomInt(10_000)).padStart(4, "0")}`;

/** The seeded demo learner (demo/accounts.ts, demo/seed.ts): owns Pharmacology and Physiology through an approved purchase. */
export const DEMO_LEARNER = { email: "learner@anaesprep.test", password: "Learner123!" };

/** Signs in as the demo learner through the API; the browser context keeps the session cookie. */
export async function signInAsDemoLearner(request: APIRequestContext) {
  expect((await request.post("/api/users/login", { data: DEMO_LEARNER })).status()).toBe(200);
}
