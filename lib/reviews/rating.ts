import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { practiceAnswers, practiceQuestions, practiceSessions, reviewCards, reviewLogs } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { GRADE_OF, ratingName } from "./fsrs";
import { cardAssignments } from "./schedule-sql";
import { nextDueTimes, questionScheduleSchema } from "./schedule";
import { REVIEW_MESSAGES, type RatingInput } from "./schemas";

const reviewed = {
  schedule: column.jsonOrNull(questionScheduleSchema),
  log_id: column.numberOrNull,
  rating: column.numberOrNull,
  corrected_from: column.numberOrNull,
  reviewed_at: column.textOrNull,
  answered: column.boolean,
};

/**
 * The learner corrects the rating the outcome gave (docs/rules.md, "Review"): once per question
 * per session, only in tutor and review sessions, after the answer, and only while that review is
 * still the card's latest. The card is scheduled again from its state before the review.
 */
export async function correctRating(userId: string, sessionId: string, input: RatingInput) {
  return getDb().transaction(async (tx) => {
    const [session] = await tx
      .select({ mode: practiceSessions.mode })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    if (!session) throw new DomainError("NotFound", PRACTICE_MESSAGES.notFound);
    if (session.mode === "timed") throw new DomainError("Conflict", REVIEW_MESSAGES.notReviewable);
    const [found] = await readRows(
      tx,
      sql`select pq.schedule, l.id as log_id, l.rating, l.corrected_from, to_json(l.reviewed_at) as reviewed_at,
          exists (select 1 from ${practiceAnswers} pa where pa.session_id = pq.session_id and pa.question_id = pq.question_id) as answered
        from ${practiceQuestions} pq left join ${reviewLogs} l on l.source_id = pq.session_id and l.question_id = pq.question_id
        where pq.session_id = ${sessionId} and pq.question_id = ${input.questionId}
        for update of pq`,
      reviewed,
    );
    if (!found) throw new DomainError("NotFound", PRACTICE_MESSAGES.questionNotInSession);
    if (!found.answered || !found.log_id || !found.schedule) throw new DomainError("Conflict", REVIEW_MESSAGES.notAnswered);
    if (found.corrected_from !== null) throw new DomainError("AlreadyDone", REVIEW_MESSAGES.alreadyCorrected);

    const reviewedAt = sql`(select reviewed_at from ${reviewLogs} where id = ${found.log_id})`;
    const shift = sql`(${reviewedAt} - ${found.schedule.at}::timestamptz)`;
    const outcome = sql`${JSON.stringify(found.schedule[input.rating])}::jsonb`;
    const moved = await readRows(
      tx,
      sql`update ${reviewCards} set ${cardAssignments(outcome, shift)}
        where user_id = ${userId} and question_id = ${input.questionId} and date_trunc('milliseconds', last_review) = date_trunc('milliseconds', ${reviewedAt})
        returning question_id`,
      { question_id: column.text },
    );
    if (moved.length === 0) throw new DomainError("Conflict", REVIEW_MESSAGES.reviewedSince);
    await tx.execute(
      sql`update ${reviewLogs} set rating = ${GRADE_OF[input.rating]}, corrected_from = ${found.rating} where id = ${found.log_id}`,
    );
    return {
      questionId: input.questionId,
      rating: input.rating,
      correctedFrom: ratingName(found.rating!),
      due: nextDueTimes(found.schedule, new Date(found.reviewed_at!))[input.rating],
    };
  });
}
