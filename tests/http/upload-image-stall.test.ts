/**
 * One learner's upload must not stall everyone else (docs/rules.md, "Files and notes"). The
 * attack: four checkouts at once, each with a 50 KB PNG of 4 × 5,000,000 pixels (narrow and tall:
 * small on the wire, slow to decode). Meanwhile the health check and another learner's Start are
 * answered in well under a second, and the tall picture is refused at once from its header. Four
 * large pictures within the bounds are taken just as cheaply: nothing is decoded while the learner
 * waits (the fingerprint is the proof reader's work).
 */
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call, type CallResult } from "../support/http";
import { stripPng } from "../support/images";
import { imageFile, placeOrderAs } from "../support/payments";

setUpTestDatabase();

/** Generous for a busy 2-core machine running other tests, and far below the stall it guards against. */
const QUICK_MS = 1_000;

async function timed(request: Promise<CallResult>): Promise<CallResult & { ms: number }> {
  const began = performance.now();
  const result = await request;
  return { ...result, ms: performance.now() - began };
}

/** Four learners' checkouts with `picture`, and, while they run, the health check and another learner's Start. */
async function checkoutsBesideOrdinaryRequests(picture: Uint8Array<ArrayBuffer>) {
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id);
  const other = await createUser();
  await entitle(other.id, subject.id);
  const learners = await Promise.all([1, 2, 3, 4].map(() => createUser()));

  const checkouts = learners.map((learner) =>
    timed(placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], file: imageFile(picture, "receipt.png", "image/png") })),
  );
  // Once the uploads are under way (their bodies read, their work begun).
  await new Promise((resolve) => setTimeout(resolve, 20));
  const healthCheck = await timed(call(health));
  const started = await timed(call(start, { cookie: other.cookie, json: { quizId: quiz.id, startedAt: "1999-01-01T00:00:00Z" } }));
  return { healthCheck, started, checkouts: await Promise.all(checkouts) };
}

describe("an upload does not stall the server", () => {
  it("four checkouts with a 4 × 5,000,000 PNG: refused from the header, health and Start stay quick", async () => {
    const { healthCheck, started, checkouts } = await checkoutsBesideOrdinaryRequests(stripPng(4, 5_000_000));
    expect(healthCheck.status).toBe(200);
    expect(healthCheck.ms).toBeLessThan(QUICK_MS);
    expect(started.status).toBe(200);
    expect(started.ms).toBeLessThan(QUICK_MS);
    for (const checkout of checkouts) {
      expect(checkout.status).toBe(413);
      expect(checkout.body.message).toBe(
        "The payment screenshot is too large: 4 × 5,000,000 pixels; at most 10,000 a side and 40 megapixels.",
      );
      expect(checkout.ms).toBeLessThan(QUICK_MS);
    }
  });

  it("four checkouts with 40-megapixel PNGs within the bounds: taken without decoding, health and Start stay quick", async () => {
    const { healthCheck, started, checkouts } = await checkoutsBesideOrdinaryRequests(stripPng(4_000, 10_000));
    expect(healthCheck.ms).toBeLessThan(QUICK_MS);
    expect(started.status).toBe(200);
    expect(started.ms).toBeLessThan(QUICK_MS);
    for (const checkout of checkouts) {
      expect(checkout.status).toBe(201);
      expect(checkout.ms).toBeLessThan(QUICK_MS);
    }
  });
});
