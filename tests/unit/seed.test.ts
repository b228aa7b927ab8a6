import { count, countDistinct, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  entitlements,
  notes,
  options,
  paymentItems,
  paymentProofReadings,
  payments,
  questions,
  questionTags,
  quizzes,
  reviewCards,
  sessions,
  subjects,
  users,
} from "@/db/schema";
import { DEMO_ADMIN, DEMO_LEARNER } from "@/demo/accounts";
import { DEMO_GRAND_TESTS } from "@/demo/grand-tests";
import { DEMO_SEPTEMBER_MOCK } from "@/demo/readiness-history";
import { queueCalibration } from "@/lib/readiness/calibration-runs";
import { calibrateOnce } from "@/lib/readiness/run-calibration";
import { readinessOf } from "@/lib/readiness/read";
import { PENDING_DEMO_ORDER } from "@/demo/payments";
import { seedDemo, seedIfEmpty } from "@/demo/seed";
import { ensureAdmin } from "@/lib/setup/admin";
import { prepareDatabase } from "@/lib/setup/prepare";
import { backfillReviews } from "@/lib/reviews/backfill";
import { listGrandTests } from "@/lib/grand-tests/list";
import { grandTestResults } from "@/lib/grand-tests/results";
import { verifyPassword } from "@/lib/auth/password";
import { getObject } from "@/lib/storage";
import { createUser, newSessionCookie, uniqueEmail, setUpTestDatabase } from "../support/db";

setUpTestDatabase();
const isolated = !process.env.DATABASE_URL; // a shared PostgreSQL may already hold other data

describe.runIf(isolated)("demo seed on an empty database", () => {
  let seeded = false;
  beforeAll(async () => {
    seeded = await seedDemo(getDb(), null);
  });

  it("seeds the catalogue, the demo admin, a learner with an approved purchase, a pending order and an admin note, once", async () => {
    const db = getDb();
    expect(seeded).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(admin).toMatchObject({ isAdmin: true, disabled: false });
    expect(await seedIfEmpty(db, admin!.id)).toBe(false);

    expect((await db.select({ n: count() }).from(subjects))[0]!.n).toBeGreaterThanOrEqual(3);
    const perQuiz = await db
      .select({ id: quizzes.id, time: quizzes.quizTimeMinutes, n: count(questions.id) })
      .from(quizzes)
      .leftJoin(questions, eq(questions.quizId, quizzes.id))
      .groupBy(quizzes.id);
    expect(perQuiz.every((quiz) => quiz.n >= 5)).toBe(true);
    expect(perQuiz.some((quiz) => quiz.time === 0)).toBe(true);
    expect(perQuiz.some((quiz) => quiz.time > 0)).toBe(true);
    const perSubject = await db.select({ n: count() }).from(quizzes).groupBy(quizzes.subjectId);
    expect(perSubject.every((subject) => subject.n >= 2)).toBe(true);

    const [learner] = await db.select().from(users).where(eq(users.email, DEMO_LEARNER.email));
    expect(await verifyPassword(DEMO_LEARNER.password, learner!.passwordHash)).toBe(true);
    const [payment] = await db.select().from(payments).where(eq(payments.userId, learner!.id));
    expect(payment!.status).toBe("ACCEPTED");
    expect(await getObject(payment!.proofKey)).not.toBeNull();
    const active = await db
      .select()
      .from(entitlements)
      .where(sql`${entitlements.userId} = ${learner!.id} and ${entitlements.endsAt} > now()`);
    expect(active.length).toBeGreaterThan(0);

    // The payment desk opens on one order to review: a candidate's, with its drawn receipt as proof.
    const pending = await db.select().from(payments).where(eq(payments.status, "PENDING"));
    expect(pending).toHaveLength(1);
    const [payer] = await db.select().from(users).where(eq(users.id, pending[0]!.userId));
    expect(payer!.email).toBe(PENDING_DEMO_ORDER.payer.email);
    expect(pending[0]).toMatchObject({ transactionId: PENDING_DEMO_ORDER.transactionId, proofContentType: "image/png", decidedAt: null });
    // With what the proof reader reads from that receipt: the number it prints, not the one typed.
    const [reading] = await db.select().from(paymentProofReadings).where(eq(paymentProofReadings.paymentId, pending[0]!.id));
    expect(reading).toMatchObject({
      status: "read",
      proofKey: pending[0]!.proofKey,
      transactionKey: "TXNDEMO0002",
      amountPaisa: pending[0]!.amountPaisa,
    });
    const pendingProof = await getObject(pending[0]!.proofKey);
    expect(pendingProof?.contentType).toBe("image/png");
    expect(pending[0]!.proofKey).not.toBe(payment!.proofKey);
    const [ordered] = await db
      .select({ subject: subjects.name, pricePaisa: paymentItems.pricePaisa })
      .from(paymentItems)
      .innerJoin(subjects, eq(subjects.id, paymentItems.subjectId))
      .where(eq(paymentItems.paymentId, pending[0]!.id));
    expect(ordered).toEqual({ subject: PENDING_DEMO_ORDER.subjectName, pricePaisa: pending[0]!.amountPaisa });

    const adminNotes = await db.select().from(notes).where(eq(notes.isAdminNote, true));
    expect(adminNotes).toHaveLength(1);
    expect((await getObject(adminNotes[0]!.fileKey))?.contentType).toBe("application/pdf");
    expect(await db.select().from(quizzes).where(isNull(quizzes.deletedAt))).toHaveLength(perQuiz.length);

    // The bank: tagged questions in every subject, drawn images stored as WebP, option explanations, references.
    const [tagged] = await db
      .select({ n: countDistinct(quizzes.subjectId) })
      .from(questionTags)
      .innerJoin(questions, eq(questions.id, questionTags.questionId))
      .innerJoin(quizzes, eq(quizzes.id, questions.quizId));
    expect(tagged!.n).toBe((await db.select({ n: count() }).from(subjects))[0]!.n);
    const withImages = await db.select().from(questions).where(isNotNull(questions.imageKey));
    expect(withImages.length).toBeGreaterThanOrEqual(2);
    expect(withImages.every((question) => question.imageAlt && question.reference)).toBe(true);
    expect((await getObject(withImages[0]!.imageKey!))?.contentType).toBe("image/webp");
    expect((await db.select({ n: count() }).from(options).where(isNotNull(options.explanation)))[0]!.n).toBeGreaterThanOrEqual(8);

    // Grand tests: one open, one closed with 30 ranked participants, and an earlier mock for the readiness.
    const tests = await listGrandTests(learner!.id);
    expect(tests.map((test) => [test.name, test.status])).toEqual([
      [DEMO_GRAND_TESTS.open, "open"],
      [DEMO_GRAND_TESTS.closed, "closed"],
      [DEMO_SEPTEMBER_MOCK, "closed"],
    ]);
    const results = await grandTestResults(learner!.id, tests[1]!.id);
    expect(results.participants).toBe(30);
    expect(results.mine).toMatchObject({ score: 7, totalMarks: 10 });
    expect(results.leaderboard).toHaveLength(10);
  });

  it("gives the demo learner earlier study: after the start's backfill, reviews due now and over the week, an exam in 90 days", async () => {
    const db = getDb();
    const [learner] = await db.select().from(users).where(eq(users.email, DEMO_LEARNER.email));
    expect(await backfillReviews({ pauseMs: 0 })).toMatchObject({ finished: true });
    const [due] = await db
      .select({
        now: sql<number>`count(*) filter (where ${reviewCards.due} <= now())`.mapWith(Number),
        week: sql<number>`count(*) filter (where ${reviewCards.due} > now() and ${reviewCards.due} <= now() + interval '7 days')`.mapWith(
          Number,
        ),
        again: sql<number>`count(*) filter (where ${reviewCards.lapses} > 0 or ${reviewCards.state} = 1)`.mapWith(Number),
      })
      .from(reviewCards)
      .where(eq(reviewCards.userId, learner!.id));
    expect(due!.now).toBeGreaterThanOrEqual(5);
    expect(due!.week).toBeGreaterThanOrEqual(3);
    expect(due!.again).toBeGreaterThan(0);
    const daysToExam = (Date.parse(`${learner!.examDate}T00:00:00Z`) - Date.now()) / 86_400_000;
    expect(daysToExam).toBeGreaterThan(88);
    expect(daysToExam).toBeLessThan(91);
  });

  it('gives the demo learner a readiness after the start\'s first calibration (docs/rules.md, "Readiness")', async () => {
    const [learner] = await getDb().select().from(users).where(eq(users.email, DEMO_LEARNER.email));
    await queueCalibration("nightly");
    expect(await calibrateOnce({ inThread: true })).toBe(true);
    const view = await readinessOf(learner!.id);
    expect(view).toMatchObject({ status: "ready", answersUsed: 55 });
    expect(view.low!).toBeLessThanOrEqual(view.predictedPercent!);
    expect(view.predictedPercent!).toBeLessThanOrEqual(view.high!);
  });

  it("keeps the open grand test open for months from the seed, with no upkeep at later starts", async () => {
    const db = getDb();
    const [open] = await db.select().from(quizzes).where(eq(quizzes.name, DEMO_GRAND_TESTS.open));
    expect(open!.closesAt!.getTime() - Date.now()).toBeGreaterThan(300 * 86_400_000);
    // Even a test about to close stays as it is: starts move no demo window.
    await db
      .update(quizzes)
      .set({ closesAt: sql`now() + interval '1 day'` })
      .where(eq(quizzes.id, open!.id));

    const demo = async () => ({
      quizzes: await db.select().from(quizzes).orderBy(quizzes.id),
      users: await db.select({ id: users.id, passwordHash: users.passwordHash, isAdmin: users.isAdmin }).from(users).orderBy(users.id),
      payments: await db.select().from(payments).orderBy(payments.id),
      notes: await db.select().from(notes).orderBy(notes.id),
      questions: (await db.select({ n: count() }).from(questions))[0]!.n,
    });
    const before = await demo();
    expect(await prepareDatabase({ seed: seedDemo, accounts: [] })).toMatchObject({ seeded: false });
    expect(await demo()).toEqual(before);
  });
});

describe("ensureAdmin", () => {
  it("creates the admin when missing", async () => {
    const email = uniqueEmail("env-admin");
    const id = await ensureAdmin(getDb(), { email, password: "first-password" });
    const [row] = await getDb().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email, isAdmin: true, disabled: false });
  });

  it("promotes an existing account, re-enables it and sets its password", async () => {
    const learner = await createUser({ disabled: true });
    const id = await ensureAdmin(getDb(), { email: learner.email.toUpperCase(), password: "brand-new-password" });
    expect(id).toBe(learner.id);
    const [row] = await getDb().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isAdmin: true, disabled: false });
    expect(await verifyPassword("brand-new-password", row!.passwordHash)).toBe(true);
  });

  it("ends the sessions of a promoted account or a new password, and keeps them at a restart with the same one", async () => {
    const learner = await createUser();
    const sessionsOf = async () => (await getDb().select().from(sessions).where(eq(sessions.userId, learner.id))).length;
    expect(await sessionsOf()).toBe(1);
    await ensureAdmin(getDb(), { email: learner.email, password: "promoted-password" });
    expect(await sessionsOf()).toBe(0);
    await newSessionCookie({ ...learner, isAdmin: true });
    await ensureAdmin(getDb(), { email: learner.email, password: "promoted-password" });
    expect(await sessionsOf()).toBe(1);
    await ensureAdmin(getDb(), { email: learner.email, password: "another-password" });
    expect(await sessionsOf()).toBe(0);
  });
});
