import "server-only";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, questions, quizzes, subjects } from "@/db/schema";
import { ATTEMPTS_PER_ENTITLEMENT, chooseEntitlement, runningEntitlements } from "@/lib/entitlements";
import { finaliseOverdueAttempts } from "./finish";

export type AllowedQuiz = {
  id: string;
  name: string;
  description: string | null;
  quizTime: number;
  eachMCQMarks: number;
  totalQuestions: number;
  subject: { id: string; name: string };
  /** Attempts charged to the entitlement the next attempt would use. */
  attempted: number;
  maxAttempts: number;
  openAttemptId: string | null;
};

/** Quizzes the learner may take now: live quizzes of subjects a running entitlement covers. */
export async function listAllowedQuizzes(userId: string): Promise<AllowedQuiz[]> {
  await finaliseOverdueAttempts(userId);
  const running = await runningEntitlements(userId);
  if (running.length === 0) return [];
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const subjectIds = [...new Set(running.flatMap((entitlement) => (entitlement.subjectId ? [entitlement.subjectId] : [])))];

  const db = getDb();
  const rows = await db
    .select({ quiz: quizzes, subject: { id: subjects.id, name: subjects.name }, totalQuestions: count(questions.id) })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(questions, eq(questions.quizId, quizzes.id))
    .where(and(isNull(quizzes.deletedAt), everySubject ? undefined : inArray(quizzes.subjectId, subjectIds)))
    .groupBy(quizzes.id, subjects.id)
    .orderBy(subjects.name, quizzes.name);
  const history = await db
    .select({ quizId: attempts.quizId, entitlementId: attempts.entitlementId, submittedAt: attempts.submittedAt, id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, userId),
        inArray(
          attempts.entitlementId,
          running.map((entitlement) => entitlement.id),
        ),
      ),
    );

  return rows.map(({ quiz, subject, totalQuestions }) => {
    const covering = running.filter((entitlement) => entitlement.subjectId === null || entitlement.subjectId === quiz.subjectId);
    const ofQuiz = history.filter((attempt) => attempt.quizId === quiz.id);
    const used = new Map<string, number>();
    for (const attempt of ofQuiz) used.set(attempt.entitlementId, (used.get(attempt.entitlementId) ?? 0) + 1);
    const access = chooseEntitlement(covering, used);
    return {
      id: quiz.id,
      name: quiz.name,
      description: quiz.description,
      quizTime: quiz.quizTimeMinutes,
      eachMCQMarks: quiz.eachQuestionMarks,
      totalQuestions,
      subject,
      attempted: access.allowed ? access.attemptsUsed : 0,
      maxAttempts: ATTEMPTS_PER_ENTITLEMENT,
      openAttemptId: ofQuiz.find((attempt) => attempt.submittedAt === null)?.id ?? null,
    };
  });
}
