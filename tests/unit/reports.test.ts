import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { attempts, payments } from "@/db/schema";
import { buildReport } from "@/lib/reports";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

describe.runIf(!process.env.DATABASE_URL)("buildReport on known data", () => {
  it("counts revenue, the queue, access, pass rates and new learners", async () => {
    const subject = await makeSubject(700);
    const quiz = await makeQuiz(subject.id, { count: 2 });
    const [ali, sara] = [await createUser(), await createUser()];
    const grant = await entitle(ali.id, subject.id); // an ACCEPTED payment of PKR 500
    await entitle(sara.id, null); // monthly plan, PKR 500 too
    await getDb()
      .insert(payments)
      .values([
        {
          userId: sara.id,
          amountPaisa: 70_000,
          transactionId: "R-PENDING",
          proofKey: "proofs/00000000-0000-4000-8000-000000000001",
          proofContentType: "image/png",
          createdAt: sql`now() - interval '5 hours'`,
        },
        {
          userId: sara.id,
          amountPaisa: 70_000,
          transactionId: "R-REJECTED",
          proofKey: "proofs/00000000-0000-4000-8000-000000000002",
          proofContentType: "image/png",
          status: "REJECTED",
        },
      ]);
    const finished = (score: number) => ({
      userId: ali.id,
      quizId: quiz.id,
      entitlementId: grant.id,
      submittedAt: new Date(),
      score,
      totalMarks: 2,
      totalQuestions: 2,
      correctCount: score,
      incorrectCount: 2 - score,
    });
    await getDb()
      .insert(attempts)
      .values([finished(2), finished(0)]);

    const report = await buildReport();
    const thisMonth = report.paymentsByMonth.at(-1)!;
    expect(thisMonth).toMatchObject({ revenue: 1000, accepted: 2, pending: 1, rejected: 1 });
    expect(report.pending).toEqual({ count: 1, oldestHours: 5 });
    expect(report.activeEntitlements).toEqual(
      expect.arrayContaining([
        { subject: subject.name, learners: 1 },
        { subject: "Monthly plan (all subjects)", learners: 1 },
      ]),
    );
    expect(report.quizzes).toEqual([expect.objectContaining({ quiz: quiz.name, attempts: 2, passed: 1, passRate: 50 })]);
    expect(report.newLearnersByWeek.reduce((sum, week) => sum + week.learners, 0)).toBe(2);
  });
});
