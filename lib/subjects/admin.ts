import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { entitlements, paymentItems, quizzes, subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { catalogueChanged } from "@/lib/catalogue/cache";
import { ordinaryQuizzes } from "@/lib/sitting-rules/conditions";
import { isUniqueViolation } from "@/lib/db-errors";
import { fromPaisa, toPaisa } from "@/lib/money";
import type { subjectInputSchema } from "./schemas";

export type SubjectView = { id: string; name: string; description: string | null; price: number; quizCount: number };
type SubjectInput = z.infer<typeof subjectInputSchema>;

export const SUBJECT_NAME_TAKEN = "A subject with this name already exists.";

export async function listSubjects(): Promise<SubjectView[]> {
  const rows = await getDb()
    .select({
      id: subjects.id,
      name: subjects.name,
      description: subjects.description,
      pricePaisa: subjects.pricePaisa,
      // The quizzes a purchase unlocks: grand tests are sat by their own rules, not bought with the subject.
      quizCount: sql<number>`count(${quizzes.id}) filter (where ${quizzes.deletedAt} is null and ${ordinaryQuizzes()})`.mapWith(Number),
    })
    .from(subjects)
    .leftJoin(quizzes, eq(quizzes.subjectId, subjects.id))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.name));
  return rows.map(({ pricePaisa, ...row }) => ({ ...row, price: fromPaisa(pricePaisa) }));
}

export async function createSubject(input: SubjectInput): Promise<SubjectView> {
  const [row] = await uniqueName(() =>
    getDb()
      .insert(subjects)
      .values({ name: input.name, description: input.description, pricePaisa: toPaisa(input.price) })
      .returning(),
  );
  catalogueChanged();
  return { id: row!.id, name: row!.name, description: row!.description, price: fromPaisa(row!.pricePaisa), quizCount: 0 };
}

export async function updateSubject(id: string, input: SubjectInput): Promise<void> {
  const updated = await uniqueName(() =>
    getDb()
      .update(subjects)
      .set({ name: input.name, description: input.description, pricePaisa: toPaisa(input.price) })
      .where(eq(subjects.id, id))
      .returning({ id: subjects.id }),
  );
  if (updated.length === 0) throw new DomainError("NotFound", "Subject not found.");
  catalogueChanged();
}

/** Only a subject nothing refers to may go: no quizzes (even deleted ones), no purchases. */
export async function deleteSubject(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [subject] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id)).for("update");
    if (!subject) throw new DomainError("NotFound", "Subject not found.");
    const [[quizCount], [itemCount], [grantCount]] = await Promise.all([
      tx.select({ n: count() }).from(quizzes).where(eq(quizzes.subjectId, id)),
      tx.select({ n: count() }).from(paymentItems).where(eq(paymentItems.subjectId, id)),
      tx.select({ n: count() }).from(entitlements).where(eq(entitlements.subjectId, id)),
    ]);
    if (quizCount!.n > 0) throw new DomainError("Locked", "This subject has quizzes (including deleted ones), so it cannot be deleted.");
    if (itemCount!.n > 0 || grantCount!.n > 0) throw new DomainError("Locked", "This subject has been purchased, so it cannot be deleted.");
    await tx.delete(subjects).where(eq(subjects.id, id));
  });
  catalogueChanged();
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("AlreadyExists", SUBJECT_NAME_TAKEN, { field: "name" });
    throw error;
  }
}
