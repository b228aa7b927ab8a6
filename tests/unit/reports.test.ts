import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { answers, attempts, payments } from "@/db/schema";
import { finaliseAttempt } from "@/lib/attempts/finish";
import { decidePayment } from "@/lib/payments/decide";
import { buildReport } from "@/lib/reports";
import { rebuildReportAggregates } from "@/lib/report-aggregates/record";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

const isolated = !process.env.DATABASE_URL; // a shared PostgreSQL may hold other files' data

const quizRow = async (quizId: string) =>
  (await buildReport(new Date(), { page: 1, pageSize: 100 })).quizzes.find((row) => row.quizId === quizId);

async function pendingPayment(userId: string, amountPaisa: number, createdAt = sql`now()`) {
  const [row] = await getDb()
    .insert(payments)
    .values({
      userId,
      amountPaisa,
      transactionId: `R-${crypto.randomUUID()}`,
      proofKey: `proofs/${crypto.randomUUID()}`,
      proofContentType: "image/png",
      createdAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

describe("report aggregates", () => {
  it("a finalised attempt moves its quiz's attempts and passes once, however often it is ended", async () => {
    const subject = await makeSubject(700);
    const quiz = await makeQuiz(subject.id, { count: 2 });
    const learner = await createUser();
    const grant = await entitle(learner.id, subject.id);
    expect(await quizRow(quiz.id)).toBeUndefined();

    const open = async () =>
      (await getDb().insert(attempts).values({ userId: learner.id, quizId: quiz.id, entitlementId: grant.id }).returning())[0]!;
    const passing = await open();
    await getDb()
      .insert(answers)
      .values(
        quiz.questions.map((question) => ({ attemptId: passing.id, questionId: question.id, optionId: question.optionsList[0]!.id })),
      );
    await finaliseAttempt(passing.id);
    expect(await quizRow(quiz.id)).toMatchObject({ attempts: 1, passed: 1, passRate: 100 });

    const failing = await open(); // nothing answered
    await finaliseAttempt(failing.id);
    await finaliseAttempt(failing.id); // a repeat answers the stored result and counts nothing
    expect(await quizRow(quiz.id)).toMatchObject({ quiz: quiz.name, subject: subject.name, attempts: 2, passed: 1, passRate: 50 });
  });

  it("a decided payment moves its month: accepted with its revenue, rejected, and out of the pending count", async () => {
    const learner = await createUser();
    const admin = await createUser({ isAdmin: true });
    const [accept, reject] = [await pendingPayment(learner.id, 70_000), await pendingPayment(learner.id, 30_000)];
    const before = (await buildReport()).paymentsByMonth.at(-1)!;

    await decidePayment(admin.id, { paymentId: accept, accepted: true });
    await decidePayment(admin.id, { paymentId: reject, accepted: false, reason: "Unreadable proof" });
    await expect(decidePayment(admin.id, { paymentId: accept, accepted: false })).rejects.toThrow(/already/);

    const after = (await buildReport()).paymentsByMonth.at(-1)!;
    expect(after.month).toBe(before.month);
    expect({
      accepted: after.accepted - before.accepted,
      rejected: after.rejected - before.rejected,
      pending: after.pending - before.pending,
      revenue: after.revenue - before.revenue,
    }).toEqual({ accepted: 1, rejected: 1, pending: -2, revenue: 700 });
  });

  it("reports a payment in the month it was made (in Karachi)", async () => {
    const learner = await createUser();
    const admin = await createUser({ isAdmin: true });
    // 20:00 UTC on 31 March is already 1 April in Karachi (UTC+5): the latest such instant before now,
    // so that its April is always one of the twelve months the report shows.
    const thisYears = sql`date_trunc('year', now()) + interval '2 months 30 days 20 hours'`;
    const payment = await pendingPayment(
      learner.id,
      12_300,
      sql`${thisYears} - case when now() < ${thisYears} then interval '1 year' else interval '0' end`,
    );
    await decidePayment(admin.id, { paymentId: payment, accepted: true });
    const [made] = await getDb().select({ createdAt: payments.createdAt }).from(payments).where(eq(payments.id, payment));
    const month = `${made!.createdAt.getUTCFullYear()}-04`;
    const report = await buildReport();
    const april = report.paymentsByMonth.find((row) => row.month === month);
    expect(made!.createdAt.getUTCHours()).toBe(20);
    expect(april?.accepted).toBeGreaterThanOrEqual(1); // others' payments may share the month on a shared database
  });

  // Only on a database of its own: on a shared PostgreSQL other test files write payments and
  // attempts (some straight into the tables) between the two reads.
  it.runIf(isolated)("a rebuild from history gives the same figures as the aggregates kept along the way", async () => {
    const learner = await createUser();
    const admin = await createUser({ isAdmin: true });
    await decidePayment(admin.id, { paymentId: await pendingPayment(learner.id, 12_300), accepted: true });
    const report = await buildReport();

    await rebuildReportAggregates(getDb());
    const rebuilt = await buildReport(new Date(report.generatedAt));
    expect(rebuilt.paymentsByMonth).toEqual(report.paymentsByMonth);
    expect(rebuilt.quizzes).toEqual(report.quizzes);
  });
});
