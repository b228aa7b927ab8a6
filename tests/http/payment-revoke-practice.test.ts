import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { practiceSessions } from "@/db/schema";
import type { RevocationPreview, RevocationResult } from "@/lib/payments/revoke";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { buyAndApprove } from "../support/access";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import {
  answerPractice,
  KEY_PATTERN,
  makeBankQuiz,
  optionsOf,
  readPractice,
  startPractice,
  type CreatedPractice,
} from "../support/practice";
import { previewAs, revokeAs, storedFor } from "../support/revoke";

// docs/rules.md, "Revoking an approval": revoking ends what the access opened, practice sessions
// included; a session started before the revoke never answers with a key afterwards.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // the revocation mail goes to the outbox
});

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
});

/** A learner who bought a subject whose bank holds one quiz of `count` questions, approved now. */
async function learnerWithBank(count = 4, learner?: TestUser) {
  const buyer = learner ?? (await createUser());
  const subject = await makeSubject();
  const quiz = await makeBankQuiz(subject.id, count);
  const payment = await buyAndApprove(admin, buyer, subject.id);
  return { learner: buyer, subject, quiz, payment };
}

async function startOn(learner: TestUser, subjectId: string, mode: "tutor" | "timed") {
  const started = await startPractice(learner, { subjectIds: [subjectId], count: 4, mode, ...(mode === "timed" ? { minutes: 10 } : {}) });
  expect(started.status).toBe(201);
  return started.body.data as CreatedPractice;
}

describe("revoking an approval ends the practice sessions it opened", () => {
  it("a tutor session started before the revoke refuses its next answer, without the key, and shows as ended", async () => {
    const { learner, subject, quiz, payment } = await learnerWithBank();
    const session = await startOn(learner, subject.id, "tutor");
    const [first, second] = session.questions;
    const before = await answerPractice(learner, session.id, first!.id, optionsOf(quiz, first!.id).right);
    expect(before.status).toBe(200);
    expect(JSON.stringify(before.body)).toMatch(KEY_PATTERN);

    const preview = (await previewAs(admin, payment.id)).body.data as RevocationPreview;
    expect(preview.effects.practice).toEqual([expect.objectContaining({ sessionId: session.id, mode: "tutor", questions: 4 })]);
    const revoked = await revokeAs(admin, payment.id, { reason: "Transfer reversed" });
    expect(revoked.status).toBe(200);
    const { revocation } = revoked.body.data as RevocationResult;
    expect(revocation.effects.practice).toEqual(preview.effects.practice);

    const after = await answerPractice(learner, session.id, second!.id, optionsOf(quiz, second!.id).right);
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ success: false, message: PRACTICE_MESSAGES.ended });
    expect(JSON.stringify(after.body)).not.toMatch(KEY_PATTERN);

    const shown = (await readPractice(learner, session.id)).body.data as { endedAt: string | null; result: { correct: number } | null };
    expect(shown.endedAt).not.toBeNull();
    expect(shown.result).toMatchObject({ correct: 1, total: 4 });
    // A new session is refused as before: the learner holds no access.
    expect((await startPractice(learner, { subjectIds: [subject.id], count: 4, mode: "tutor" })).status).toBe(403);
    expect((await storedFor(payment.id)).mail[0]!.textBody).toContain("tutor practice session of 4 questions");
  });

  it("a timed session is ended and scored on the answers saved; the learner's session of another subject runs on", async () => {
    const { learner, subject, quiz, payment } = await learnerWithBank();
    const other = await learnerWithBank(4, learner);
    const timed = await startOn(learner, subject.id, "timed");
    const running = await startOn(learner, other.subject.id, "tutor");
    const [first, second] = timed.questions;
    expect((await answerPractice(learner, timed.id, first!.id, optionsOf(quiz, first!.id).right)).status).toBe(200);

    const { revocation } = (await revokeAs(admin, payment.id, { reason: "Duplicate payment" })).body.data as RevocationResult;
    expect(revocation.effects.practice?.map((practice) => practice.sessionId)).toEqual([timed.id]);
    const [ended] = await getDb().select().from(practiceSessions).where(eq(practiceSessions.id, timed.id));
    expect(ended).toMatchObject({ correctCount: 1, incorrectCount: 0 });
    expect(ended!.endedAt).not.toBeNull();
    expect((await answerPractice(learner, timed.id, second!.id, optionsOf(quiz, second!.id).right)).status).toBe(409);

    const question = running.questions[0]!;
    const answered = await answerPractice(learner, running.id, question.id, optionsOf(other.quiz, question.id).right);
    expect(answered.status).toBe(200);
    expect(JSON.stringify(answered.body)).toMatch(KEY_PATTERN);
  });
});
