import { count, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { grantEntitlements } from "@/lib/entitlements";
import { recordPaymentDecision } from "@/lib/reports/aggregates";
import { newObjectKey, putObject } from "@/lib/storage";
import type { Database, Transaction } from "./client";
import { notes, options, paymentItems, payments, questions, quizzes, subjects, users } from "./schema";
import { seedSubjects } from "./seed-data";
import { samplePdf, samplePng } from "./seed-files";

export const DEMO_LEARNER = { email: "learner@anaesprep.test", password: "Learner123!", name: "Ayesha Khan" } as const;
const SEED_LOCK_ID = 724_002;

export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ subjects: count() }).from(subjects);
  return row!.subjects === 0;
}

/** Demo content for a fresh install; safe when several instances start at once. */
export async function seedIfEmpty(db: Database, adminId: string): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  const proof = { key: newObjectKey("proofs"), body: samplePng() };
  const note = { key: newObjectKey("notes"), body: samplePdf("Anaesthesia quick reference: drug doses and airway checklist") };
  await putObject(proof.key, proof.body, "image/png");
  await putObject(note.key, note.body, "application/pdf");

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ subjects: count() }).from(subjects);
    if (existing!.subjects > 0) return false;

    const subjectIds = await insertCatalogue(tx);
    const [learner] = await tx
      .insert(users)
      .values({
        email: DEMO_LEARNER.email,
        name: DEMO_LEARNER.name,
        phone: "03001234567",
        address: "House 12, Street 4, F-7, Islamabad",
        passwordHash: await hashPassword(DEMO_LEARNER.password),
      })
      .returning({ id: users.id });
    const purchased = subjectIds.slice(0, 2);
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: learner!.id,
        amountPaisa: purchased.reduce((sum, subject) => sum + subject.pricePaisa, 0),
        bankName: "HBL",
        accountHolder: DEMO_LEARNER.name,
        transactionId: "TXN-DEMO-0001",
        proofKey: proof.key,
        proofContentType: "image/png",
        status: "ACCEPTED",
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .returning({ id: payments.id });
    await tx.insert(paymentItems).values(purchased.map((s) => ({ paymentId: payment!.id, subjectId: s.id, pricePaisa: s.pricePaisa })));
    await grantEntitlements(tx, { userId: learner!.id, paymentId: payment!.id, subjectIds: purchased.map((s) => s.id) });
    await recordPaymentDecision(tx, payment!.id);
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

async function insertCatalogue(tx: Transaction) {
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
      for (const [position, question] of quiz.questions.entries()) {
        const [questionRow] = await tx
          .insert(questions)
          .values({ quizId: quizRow!.id, position, text: question.text, explanation: question.explanation })
          .returning({ id: questions.id });
        await tx.insert(options).values(
          question.options.map((option, index) => ({
            questionId: questionRow!.id,
            position: index,
            text: option.text,
            isCorrect: option.isCorrect,
          })),
        );
      }
    }
  }
  return inserted;
}
