import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as extendRoute } from "@/app/api/users/[id]/access/route";
import { GET as recordRoute } from "@/app/api/users/[id]/record/route";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { GET as listAllowed } from "@/app/api/quiz/allowed/route";
import { getDb } from "@/db/client";
import { accessExtensions, entitlements, quizzes } from "@/db/schema";
import type { AllowedQuiz } from "@/lib/attempts/allowed";
import type { PaymentView } from "@/lib/payments/read";
import type { LearnerRecord } from "@/lib/users/record";
import type { TestUser } from "./db";
import { call } from "./http";
import { placeOrderAs } from "./payments";

/** `POST /api/users/{id}/access` as `caller` (null: a visitor). */
export const extendAs = (caller: TestUser | null, userId: string, json: unknown) =>
  call(extendRoute, { cookie: caller?.cookie, json, params: { id: userId } });

/** `GET /api/users/{id}/record` as `caller` (null: a visitor). */
export const recordAs = (caller: TestUser | null, userId: string) => call(recordRoute, { cookie: caller?.cookie, params: { id: userId } });

/** The record an admin reads, asserting the 200. */
export async function readRecord(admin: TestUser, userId: string): Promise<LearnerRecord> {
  const { status, body } = await recordAs(admin, userId);
  expect(status).toBe(200);
  return body.data as LearnerRecord;
}

/** The learner orders the subject and the admin approves it, as on the desk; answers the learner's view of the payment. */
export async function buyAndApprove(admin: TestUser, learner: TestUser, subjectId: string): Promise<PaymentView> {
  const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId }] });
  const paymentId = (body.data as { id: string }).id;
  expect((await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: true } })).status).toBe(200);
  return (await call(getPayment, { cookie: learner.cookie, params: { id: paymentId } })).body.data as PaymentView;
}

/**
 * The quiz's row of the learner's own Allowed Quizzes (`GET /api/quiz/allowed`), filtered by its subject
 * (on a shared PostgreSQL the monthly plan covers every test's quizzes).
 */
export async function allowedRow(learner: TestUser, quizId: string): Promise<AllowedQuiz> {
  const [quiz] = await getDb().select({ subjectId: quizzes.subjectId }).from(quizzes).where(eq(quizzes.id, quizId));
  const { status, body } = await call(listAllowed, { cookie: learner.cookie, path: `/api/quiz/allowed?subject=${quiz!.subjectId}` });
  expect(status).toBe(200);
  return (body.data as AllowedQuiz[]).find((row) => row.id === quizId)!;
}

/** What is stored for the learner: each period's start and end (ISO, by start), and the audit rows. */
export async function storedAccess(userId: string) {
  const periods = await getDb()
    .select({ startsAt: entitlements.startsAt, endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(entitlements.startsAt);
  const audit = await getDb().select().from(accessExtensions).where(eq(accessExtensions.userId, userId));
  return { periods: periods.map((period) => [period.startsAt.toISOString(), period.endsAt.toISOString()]), audit };
}
