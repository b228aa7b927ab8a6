import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceAnswers, practiceQuestions, practiceSessions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionClaims } from "@/lib/auth/config";
import { requireClaimedLearner } from "@/lib/auth/guards";
import { reviewLateAnswer } from "@/lib/reviews/late-answer";
import { nextDueTimes } from "@/lib/reviews/schedule";
import { ratingOfOutcome } from "@/lib/reviews/record";
import { saveAnswerStatement } from "./answer-statement";
import { finalisePractice, practiceOverdue } from "./finish";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { revealOf } from "./views";

export type PracticeAnswerInput = { sessionId: string; questionId: string; optionId: string };

/**
 * Saves one answer (./answer-statement.ts). Tutor and review: answers the key and the card's
 * review — the rating the outcome gave and when the card would come back after each rating, for
 * the learner to correct it (docs/rules.md, "Review"). Timed: nothing until the end.
 */
export async function answerPractice(claims: SessionClaims, input: PracticeAnswerInput) {
  const saved = await saveAnswerStatement({ userId: claims.sub, authSessionId: claims.sid, ...input });
  if (!saved) return explainRefusal(claims, input);
  if (!saved.key) return null;
  const answeredAt = new Date(saved.answeredAt);
  const schedule = saved.reviewed
    ? saved.schedule!
    : await reviewLateAnswer({
        userId: claims.sub,
        sessionId: input.sessionId,
        questionId: input.questionId,
        correct: saved.correct,
        answeredAt,
        mode: saved.mode,
      });
  return {
    ...revealOf({ ...saved.key, chosenOptionId: saved.optionId }),
    review: {
      rating: ratingOfOutcome(saved.correct),
      corrected: false,
      reviewedAt: answeredAt.toISOString(),
      next: nextDueTimes(schedule, answeredAt),
    },
  };
}

/** Only on a refusal: which rule said no — the account first, then the session, the question, the option. */
async function explainRefusal(claims: SessionClaims, input: PracticeAnswerInput): Promise<never> {
  const { id: userId } = await requireClaimedLearner(claims);
  const [found] = await getDb()
    .select({
      endedAt: practiceSessions.endedAt,
      mode: practiceSessions.mode,
      timeUp: practiceOverdue,
      inSession: sql<boolean>`exists (select 1 from ${practiceQuestions} pq where pq.session_id = ${practiceSessions.id} and pq.question_id = ${input.questionId})`,
      answered: sql<boolean>`exists (select 1 from ${practiceAnswers} pa where pa.session_id = ${practiceSessions.id} and pa.question_id = ${input.questionId})`,
    })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, input.sessionId), eq(practiceSessions.userId, userId)));
  if (!found) throw new DomainError("NotFound", PRACTICE_MESSAGES.notFound);
  if (found.endedAt) throw new DomainError("Ended", PRACTICE_MESSAGES.ended);
  if (found.timeUp) {
    await finalisePractice(userId, input.sessionId);
    throw new DomainError("Ended", PRACTICE_MESSAGES.timeUp);
  }
  if (!found.inSession) throw new DomainError("NotFound", PRACTICE_MESSAGES.questionNotInSession);
  if (found.mode !== "timed" && found.answered) throw new DomainError("AlreadyDone", PRACTICE_MESSAGES.alreadyAnswered);
  throw new DomainError("Invalid", PRACTICE_MESSAGES.wrongOption, { field: "optionId" });
}
