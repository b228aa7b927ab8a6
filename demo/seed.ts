import { count, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database, Transaction } from "@/db/client";
import { notes, paymentItems, payments, quizzes, subjects, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { grantEntitlementsFor } from "@/lib/entitlements";
import { insertQuestions } from "@/lib/quizzes/insert-questions";
import { recordPaymentDecision } from "@/lib/report-aggregates/record";
import { ensureAdmin } from "@/lib/setup/admin";
import { newObjectKey, putObject } from "@/lib/storage";
import { DEMO_ADMIN, DEMO_LEARNER } from "./accounts";
import { seedGrandTests } from "./grand-tests";
import { BANK_QUESTIONS, QUIZ_TAGS } from "./question-bank";
import { seedStudyHistory } from "./study-history";
import { approvedProof, DEMO_TRANSACTION_ID, insertPendingOrder, pendingProof } from "./payments";
import { capnogramSvg, ecgStripSvg, samplePdf } from "./sample-files";
import { seedSubjects, type SeedQuestion } from "./subjects";

type Figure = NonNullable<SeedQuestion["image"]>["figure"];

/** Draws the seed's figures and stores them as question images (WebP, like an admin's upload). */
async function storeFigures(): Promise<Record<Figure, string>> {
  const stored = {} as Record<Figure, string>;
  for (const [figure, svg] of [
    ["ecg", ecgStripSvg()],
    ["capnogram", capnogramSvg()],
  ] as const) {
    const key = newObjectKey("images");
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
    await putObject(key, new Uint8Array(webp), "image/webp");
    stored[figure] = key;
  }
  return stored;
}

const SEED_LOCK_ID = 724_002;

export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ subjects: count() }).from(subjects);
  return row!.subjects === 0;
}

/**
 * The start's seeder (instrumentation.ts hands it to lib/setup/prepare.ts): demo content into an
 * empty database only, owned by ADMIN_EMAIL's admin or else the demo admin, created here. A
 * database that holds anything is left as it is.
 */
export async function seedDemo(db: Database, configuredAdminId: string | null): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  return seedIfEmpty(db, configuredAdminId ?? (await ensureAdmin(db, DEMO_ADMIN)));
}

/** Demo content for a fresh install; safe when several instances start at once. */
export async function seedIfEmpty(db: Database, adminId: string): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  const proof = { key: newObjectKey("proofs"), body: await approvedProof() };
  const now = new Date();
  const pending = { key: newObjectKey("proofs"), body: await pendingProof(now) };
  const note = { key: newObjectKey("notes"), body: samplePdf("Anaesthesia quick reference: drug doses and airway checklist") };
  await putObject(proof.key, proof.body, "image/png");
  await putObject(pending.key, pending.body, "image/png");
  await putObject(note.key, note.body, "application/pdf");
  const figures = await storeFigures();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ subjects: count() }).from(subjects);
    if (existing!.subjects > 0) return false;

    const subjectIds = await insertCatalogue(tx, figures);
    const passwordHash = await hashPassword(DEMO_LEARNER.password);
    const [learner] = await tx
      .insert(users)
      .values({
        email: DEMO_LEARNER.email,
        name: DEMO_LEARNER.name,
        phone: "03001234567",
        address: "House 12, Street 4, F-7, Islamabad",
        passwordHash,
        showOnLeaderboard: true,
      })
      .returning({ id: users.id });
    await seedGrandTests(tx, subjectIds[0]!.id, learner!.id, passwordHash);
    const purchased = subjectIds.slice(0, 2);
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: learner!.id,
        amountPaisa: purchased.reduce((sum, subject) => sum + subject.pricePaisa, 0),
        bankName: "HBL",
        accountHolder: DEMO_LEARNER.name,
        transactionId: DEMO_TRANSACTION_ID,
        proofKey: proof.key,
        proofContentType: "image/png",
        status: "ACCEPTED",
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .returning({ id: payments.id });
    await tx.insert(paymentItems).values(purchased.map((s) => ({ paymentId: payment!.id, subjectId: s.id, pricePaisa: s.pricePaisa })));
    await grantEntitlementsFor(tx, [payment!.id]);
    await recordPaymentDecision(tx, payment!.id);
    await insertPendingOrder(tx, pending.key, subjectIds[2]!, now);
    await seedStudyHistory(tx, learner!.id);
    await tx.insert(notes).values({
      ownerId: adminId,
      name: "Anaesthesia Quick Reference",
      fileKey: note.key,
      fileType: "application/pdf",
      fileName: "anaesthesia-quick-reference.pdf",
      sizeBytes: note.body.byteLength,
      isAdminNote: true,
    });
    return true;
  });
}

async function insertCatalogue(tx: Transaction, figures: Record<Figure, string>) {
  const inserted: { id: string; pricePaisa: number }[] = [];
  for (const subject of seedSubjects) {
    const [row] = await tx
      .insert(subjects)
      .values({ name: subject.name, description: subject.description, pricePaisa: subject.pricePkr * 100 })
      .returning({ id: subjects.id, pricePaisa: subjects.pricePaisa });
    inserted.push(row!);
    for (const quiz of subject.quizzes) {
      const [quizRow] = await tx
        .insert(quizzes)
        .values({
          subjectId: row!.id,
          name: quiz.name,
          description: quiz.description,
          quizTimeMinutes: quiz.quizTimeMinutes,
          eachQuestionMarks: quiz.eachQuestionMarks,
        })
        .returning({ id: quizzes.id });
      const all = [...quiz.questions, ...(BANK_QUESTIONS[quiz.name] ?? [])];
      await insertQuestions(
        tx,
        quizRow!.id,
        all.map((question) => ({
          question: question.text,
          explanation: question.explanation,
          reference: question.reference,
          tags: [...(QUIZ_TAGS[quiz.name] ?? []), ...(question.tags ?? [])],
          imageKey: question.image ? figures[question.image.figure] : null,
          imageAlt: question.image?.alt,
          options: question.options.map((option) => ({
            option: option.text,
            isCorrect: option.isCorrect,
            explanation: option.explanation,
          })),
        })),
      );
    }
  }
  return inserted;
}
