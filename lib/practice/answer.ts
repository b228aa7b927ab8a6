import "server-only";
import { and, eq, exists, isNull, not, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { options, practiceAnswers, practiceQuestions, practiceSessions, sessions, users } from "@/db/schema";
import { AppError, badRequest, notFound } from "@/lib/api/errors";
import type { SessionClaims } from "@/lib/auth/config";
import { requireClaimedLearner } from "@/lib/auth/guards";
import { liveSession } from "@/lib/auth/sessions";
import { finalisePractice, practiceOverdue } from "./finish";
import { PRACTICE_MESSAGES } from "./schemas";
import { revealOf, type PracticeReveal } from "./views";

export type PracticeAnswerInput = { sessionId: string; questionId: string; optionId: string };
type StoredKey = {
  explanation: string | null;
  reference: string | null;
  options: { id: string; isCorrect: boolean; explanation: string | null }[];
};

/**
 * Saves one answer in a single statement (one round trip, like the quiz answer save): only for an
 * enabled learner whose session is current, owns the running session, the question is in it and
 * the option is the question's. Tutor: the first answer is final and the statement returns that
 * question's key; timed: the answer may change until the deadline plus grace.
 */
export async function answerPractice(claims: SessionClaims, input: PracticeAnswerInput): Promise<PracticeReveal | null> {
  const [saved] = await answerStatement(getDb()).execute({
    userId: claims.sub,
    authSessionId: claims.sid,
    practiceId: input.sessionId,
    questionId: input.questionId,
    optionId: input.optionId,
  });
  if (!saved) return explainRefusal(claims, input);
  return saved.key ? revealOf({ ...saved.key, chosenOptionId: saved.optionId }) : null;
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareAnswer>>();

function answerStatement(db: Database) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareAnswer(db)));
  return statement;
}

function prepareAnswer(db: Database) {
  const eligible = db
    .select({
      sessionId: practiceSessions.id,
      questionId: practiceQuestions.questionId,
      optionId: options.id,
      answeredAt: sql<Date>`now()`.as("answered_at"),
      userId: practiceSessions.userId,
    })
    .from(practiceSessions)
    .innerJoin(
      users,
      and(
        eq(users.id, practiceSessions.userId),
        exists(
          db
            .select({ live: sql`1` })
            .from(sessions)
            .where(liveSession(sql.placeholder("authSessionId"), users.id)),
        ),
        eq(users.disabled, false),
        eq(users.isAdmin, false),
      ),
    )
    .innerJoin(
      practiceQuestions,
      and(eq(practiceQuestions.sessionId, practiceSessions.id), eq(practiceQuestions.questionId, sql.placeholder("questionId"))),
    )
    .innerJoin(options, and(eq(options.questionId, practiceQuestions.questionId), eq(options.id, sql.placeholder("optionId"))))
    .where(
      and(
        eq(practiceSessions.id, sql.placeholder("practiceId")),
        eq(practiceSessions.userId, sql.placeholder("userId")),
        isNull(practiceSessions.endedAt),
        not(practiceOverdue),
      ),
    );
  return db
    .insert(practiceAnswers)
    .select(eligible)
    .onConflictDoUpdate({
      target: [practiceAnswers.sessionId, practiceAnswers.questionId],
      set: { optionId: sql`excluded.option_id`, answeredAt: sql`excluded.answered_at` },
      // Tutor: the first answer is final (its key has been shown).
      setWhere: sql`exists (select 1 from practice_sessions s where s.id = ${practiceAnswers.sessionId} and s.mode = 'timed')`,
    })
    .returning({
      optionId: practiceAnswers.optionId,
      key: sql<StoredKey | null>`(select json_build_object('explanation', q.explanation, 'reference', q.reference,
          'options', (select json_agg(json_build_object('id', o.id, 'isCorrect', o.is_correct, 'explanation', o.explanation) order by o.position)
            from options o where o.question_id = q.id))
        from questions q join practice_sessions s on s.id = ${practiceAnswers.sessionId}
        where q.id = ${practiceAnswers.questionId} and s.mode = 'tutor')`,
    })
    .prepare("practice_answer");
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
  if (!found) throw notFound(PRACTICE_MESSAGES.notFound);
  if (found.endedAt) throw new AppError(409, PRACTICE_MESSAGES.ended);
  if (found.timeUp) {
    await finalisePractice(userId, input.sessionId);
    throw new AppError(409, PRACTICE_MESSAGES.timeUp);
  }
  if (!found.inSession) throw notFound(PRACTICE_MESSAGES.questionNotInSession);
  if (found.mode === "tutor" && found.answered) throw new AppError(409, PRACTICE_MESSAGES.alreadyAnswered);
  throw badRequest(PRACTICE_MESSAGES.wrongOption, "optionId");
}
