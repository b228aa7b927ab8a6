import "server-only";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { attempts, quizzes, subjects } from "@/db/schema";
import { offsetOf, pageOf, pageParamsSchema, type Page, type PageParams } from "@/lib/pagination";
import { accessUntil, ATTEMPTS_PER_ENTITLEMENT, chooseEntitlement, queuedEntitlements, runningEntitlements } from "@/lib/entitlements";
import { ordinaryQuizzes } from "@/lib/sitting-rules/conditions";
import { extraTimePercentOf } from "@/lib/accommodations/extra-time";
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
  /** When the access the next attempt is charged to ends (with no attempts left: the one ending first). */
  accessEndsAt: string;
  /** When an access already bought for this subject, not yet started, brings new attempts; null without one. */
  nextAttemptsFrom: string | null;
  /** When a renewal bought now would start: the end of the learner's own access to the subject, null (at approval) without one. */
  renewsFrom: string | null;
};

/** `?subject=<subject id>` (every covered subject when absent), `?page=&pageSize=`. */
export const allowedListSchema = pageParamsSchema.extend({ subject: z.uuid("must be a subject id.").optional() });
export type AllowedListQuery = PageParams & { subject?: string };

export type AllowedQuizzes = Page<AllowedQuiz> & {
  /** The subjects of every allowed quiz, A→Z: the choices of the subject filter. */
  subjects: { id: string; name: string }[];
  /** The learner's extra time on every timed quiz they start (docs/rules.md, "Extra time"): the start dialog says it. */
  extraTimePercent: number;
};

/**
 * One page of the quizzes the learner may take now (live quizzes of subjects a running
 * entitlement covers), by subject then name, with the total; attempts are read for that page only.
 */
export async function listAllowedQuizzes(userId: string, query: AllowedListQuery): Promise<AllowedQuizzes> {
  await finaliseOverdueAttempts(userId);
  const [running, queued, until, extraTimePercent] = await Promise.all([
    runningEntitlements(userId),
    queuedEntitlements(userId),
    accessUntil(userId),
    extraTimePercentOf(userId),
  ]);
  if (running.length === 0) return { ...pageOf([], 0, query), subjects: [], extraTimePercent };
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const subjectIds = [...new Set(running.flatMap((entitlement) => (entitlement.subjectId ? [entitlement.subjectId] : [])))];
  const covered = and(isNull(quizzes.deletedAt), ordinaryQuizzes(), everySubject ? undefined : inArray(quizzes.subjectId, subjectIds));
  const where = and(covered, query.subject ? eq(quizzes.subjectId, query.subject) : undefined);

  const db = getDb();
  const [rows, [total], subjectList] = await Promise.all([
    db
      .select({ quiz: quizzes, subject: { id: subjects.id, name: subjects.name } })
      .from(quizzes)
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      .where(where)
      .orderBy(subjects.name, quizzes.name, quizzes.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(quizzes).where(where),
    db
      .selectDistinct({ id: subjects.id, name: subjects.name })
      .from(quizzes)
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      .where(covered)
      .orderBy(subjects.name),
  ]);
  if (rows.length === 0) return { ...pageOf([], total!.n, query), subjects: subjectList, extraTimePercent };
  const history = await db
    .select({ quizId: attempts.quizId, entitlementId: attempts.entitlementId, submittedAt: attempts.submittedAt, id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, userId),
        inArray(
          attempts.quizId,
          rows.map(({ quiz }) => quiz.id),
        ),
        inArray(
          attempts.entitlementId,
          running.map((entitlement) => entitlement.id),
        ),
      ),
    );

  const items = rows.map(({ quiz, subject }): AllowedQuiz => {
    const covering = running.filter((entitlement) => entitlement.subjectId === null || entitlement.subjectId === quiz.subjectId);
    const ofQuiz = history.filter((attempt) => attempt.quizId === quiz.id);
    const used = new Map<string, number>();
    for (const { entitlementId } of ofQuiz) if (entitlementId) used.set(entitlementId, (used.get(entitlementId) ?? 0) + 1);
    const access = chooseEntitlement(covering, used);
    const next = queued.find((entitlement) => entitlement.subjectId === null || entitlement.subjectId === quiz.subjectId);
    return {
      id: quiz.id,
      name: quiz.name,
      description: quiz.description,
      quizTime: quiz.quizTimeMinutes,
      eachMCQMarks: quiz.eachQuestionMarks,
      totalQuestions: quiz.questionCount,
      subject,
      attempted: access.allowed ? access.attemptsUsed : 0,
      maxAttempts: ATTEMPTS_PER_ENTITLEMENT,
      openAttemptId: ofQuiz.find((attempt) => attempt.submittedAt === null)?.id ?? null,
      accessEndsAt: (access.allowed ? access.endsAt : covering[0]!.endsAt).toISOString(),
      nextAttemptsFrom: next?.startsAt.toISOString() ?? null,
      renewsFrom: until.subjects.get(quiz.subjectId)?.toISOString() ?? null,
    };
  });
  return { ...pageOf(items, total!.n, query), subjects: subjectList, extraTimePercent };
}
