import { eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { GET as previewRoute, POST as revokeRoute } from "@/app/api/payment/[id]/revoke/route";
import { GET as getPaymentRoute } from "@/app/api/payment/[id]/route";
import { getDb } from "@/db/client";
import { attempts, entitlements, mailJobs, paymentRevocations, payments } from "@/db/schema";
import type { PaymentView } from "@/lib/payments/read";
import type { QuizView } from "@/lib/quizzes/views";
import { POST as startRoute } from "@/app/api/quiz/start/route";
import { POST as submitRoute } from "@/app/api/quiz/submit/route";
import { buyAndApprove } from "./access";
import { makeQuiz, makeSubject } from "./catalogue";
import { createUser, type TestUser } from "./db";
import { call } from "./http";

/** `POST /api/payment/{id}/revoke` as `caller` (null: a visitor). */
export const revokeAs = (caller: TestUser | null, paymentId: string, json: unknown) =>
  call(revokeRoute, { cookie: caller?.cookie, json, params: { id: paymentId } });

/** `GET /api/payment/{id}/revoke`: what a revoke would end now. */
export const previewAs = (caller: TestUser | null, paymentId: string) =>
  call(previewRoute, { cookie: caller?.cookie, params: { id: paymentId } });

/** `GET /api/payment/{id}` as `caller`. */
export const viewAs = async (caller: TestUser, paymentId: string) =>
  (await call(getPaymentRoute, { cookie: caller.cookie, params: { id: paymentId } })).body.data as PaymentView;

export const startAs = (learner: TestUser, quizId: string) => call(startRoute, { cookie: learner.cookie, json: { quizId } });

/** A learner who bought a subject with one quiz, approved on the desk by `admin` now. */
export async function approvedPurchase(admin: TestUser) {
  const learner = await createUser({ name: "Zara Ahmed" });
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id);
  const payment = await buyAndApprove(admin, learner, subject.id);
  return { learner, subject, quiz, payment };
}

/** Everything a revoke may write about the payment: its status, the learner's periods, audit rows and queued mail. */
export async function storedFor(paymentId: string) {
  const [payment] = await getDb()
    .select({ status: payments.status, userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const periods = await getDb()
    .select({ id: entitlements.id, startsAt: entitlements.startsAt, endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(eq(entitlements.userId, payment!.userId))
    .orderBy(entitlements.startsAt);
  const audit = await getDb().select().from(paymentRevocations).where(eq(paymentRevocations.paymentId, paymentId));
  const mail = await getDb()
    .select()
    .from(mailJobs)
    .where(like(mailJobs.dedupeKey, `payment-revoked:${paymentId}`));
  return { status: payment!.status, periods, audit, mail };
}

/** Starts the quiz and answers its first questions with these option indexes, leaving the attempt open. */
export async function startQuiz(learner: TestUser, quiz: QuizView, choices: number[]): Promise<string> {
  const started = await startAs(learner, quiz.id);
  expect(started.status).toBe(200);
  const attemptId = (started.body.data as { id: string }).id;
  for (const [index, choice] of choices.entries()) {
    const question = quiz.questions[index]!;
    await call(submitRoute, {
      cookie: learner.cookie,
      json: { quizAttemptId: attemptId, questionId: question.id, optionId: question.optionsList[choice]!.id },
    });
  }
  const [open] = await getDb().select({ submittedAt: attempts.submittedAt }).from(attempts).where(eq(attempts.id, attemptId));
  expect(open!.submittedAt).toBeNull();
  return attemptId;
}
