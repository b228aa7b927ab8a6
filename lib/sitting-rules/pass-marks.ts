import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { quizzes } from "@/db/schema";
import { readPassMark } from "@/lib/sitting-rules/exam-pass-mark";
import { passMarkFor, type PassMark } from "./pass";

/** Both marks at once, for a list that holds quizzes and grand tests (docs/rules.md, "What a pass is"). */
export type PassMarks = Record<PassMark["kind"], PassMark>;

/** The marks in force now: the quiz pass mark and the admin's exam pass mark (one row read). */
export async function readPassMarks(db: Executor = getDb()): Promise<PassMarks> {
  const exam = await readPassMark(db);
  return { quiz: passMarkFor("quiz", exam), grand_test: passMarkFor("grand_test", exam) };
}

/** The mark one quiz's attempts are judged against. */
export async function passMarkOfQuiz(quizId: string, db: Executor = getDb()): Promise<PassMark> {
  const [[quiz], marks] = await Promise.all([
    db.select({ kind: quizzes.kind }).from(quizzes).where(eq(quizzes.id, quizId)),
    readPassMarks(db),
  ]);
  return marks[quiz?.kind ?? "quiz"];
}
