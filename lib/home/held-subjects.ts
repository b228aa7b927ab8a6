import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { attempts, entitlements, quizzes, subjects } from "@/db/schema";
import { runningAt } from "@/lib/entitlements";

/**
 * A subject the learner holds now (docs/rules.md, "Learner home"): null `subjectId` is the monthly plan's
 * every subject. `started`: they have begun a quiz of it, so home offers its quizzes rather than a start.
 */
export type HeldSubject = { subjectId: string | null; name: string | null; endsAt: Date; started: boolean };

/** The subjects the learner holds now, the latest bought first: the one just approved leads home's list. */
export function heldSubjects(userId: string, db: Executor = getDb(), now = new Date()): Promise<HeldSubject[]> {
  return db
    .select({
      subjectId: entitlements.subjectId,
      name: subjects.name,
      endsAt: sql<Date>`max(${entitlements.endsAt})`.mapWith(entitlements.endsAt),
      started: sql<boolean>`exists (select 1 from ${attempts} join ${quizzes} on ${quizzes.id} = ${attempts.quizId}
        where ${attempts.userId} = ${userId} and (${entitlements.subjectId} is null or ${quizzes.subjectId} = ${entitlements.subjectId}))`,
    })
    .from(entitlements)
    .leftJoin(subjects, eq(subjects.id, entitlements.subjectId))
    .where(and(eq(entitlements.userId, userId), runningAt(now)))
    .groupBy(entitlements.subjectId, subjects.name)
    .orderBy(desc(sql`max(${entitlements.startsAt})`), subjects.name);
}
