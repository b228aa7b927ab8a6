import "server-only";
import { and, eq, exists, isNull, not, sql } from "drizzle-orm";
import { getConnection, getDb, type DatabaseConnection } from "@/db/client";
import { driverStatement, type StatementRunner } from "@/db/driver-statement";
import { answers, attempts, options, questions, sessions, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionClaims } from "@/lib/auth/config";
import { requireClaimedLearner } from "@/lib/auth/guards";
import { liveSession } from "@/lib/auth/sessions";
import { finaliseAttempt } from "./finish";
import { overdue } from "@/lib/sitting-rules/deadline";
import { isOnPaper } from "@/lib/sitting-rules/paper";
import { ATTEMPT_MESSAGES } from "./rules";

export type AnswerInput = { attemptId: string; questionId: string; optionId: string };

/**
 * Saves (or replaces) one answer in a single statement — the exam-day hot path. The row is
 * written only when the account is an enabled learner whose session is current, owns the open
 * attempt, its deadline (plus grace) has not passed and the option belongs to a question of
 * the attempt's paper. Repeats are harmless.
 */
export function saveAnswer(session: SessionClaims, input: AnswerInput): Promise<void> {
  // A chain, not an async function: one promise fewer on the hot path (lib/attempts/save-answer-core.ts).
  return saveAnswerStatement(getConnection())
    .run({ userId: session.sub, sessionId: session.sid, ...input })
    .then((saved) => (saved.length === 0 ? explainRefusal(session, input) : undefined));
}

/** The statement as it is sent, with its parameters in order: the benchmark's baseline runs it too. */
export function saveAnswerQuery(): { sql: string; params: unknown[] } {
  return saveAnswerStatement(getConnection()).query;
}

type SaveAnswerValues = AnswerInput & { userId: string; sessionId: string };
const prepared = new WeakMap<DatabaseConnection, { run: StatementRunner<SaveAnswerValues>; query: { sql: string; params: unknown[] } }>();

/** Built once per connection: a prepared statement skips both query building and planning. */
function saveAnswerStatement(connection: DatabaseConnection) {
  let statement = prepared.get(connection);
  if (!statement) {
    const built = prepareSaveAnswer(connection.db);
    statement = { run: driverStatement<SaveAnswerValues>(connection, built), query: built.getQuery() };
    prepared.set(connection, statement);
  }
  return statement;
}

function prepareSaveAnswer(db: DatabaseConnection["db"]) {
  const eligible = db
    .select({
      attemptId: attempts.id,
      questionId: questions.id,
      optionId: options.id,
      answeredAt: sql<Date>`now()`.as("answered_at"),
    })
    .from(attempts)
    .innerJoin(
      users,
      and(
        eq(users.id, attempts.userId),
        exists(
          db
            .select({ live: sql`1` })
            .from(sessions)
            .where(liveSession(sql.placeholder("sessionId"), users.id)),
        ),
        eq(users.disabled, false),
        eq(users.isAdmin, false),
      ),
    )
    .innerJoin(
      questions,
      and(
        eq(questions.quizId, attempts.quizId),
        eq(questions.id, sql.placeholder("questionId")),
        // On the attempt's paper: a question appended after it started is not (lib/sitting-rules/paper.ts).
        isOnPaper(questions.position, attempts.totalQuestions),
      ),
    )
    .innerJoin(options, and(eq(options.questionId, questions.id), eq(options.id, sql.placeholder("optionId"))))
    .where(
      and(
        eq(attempts.id, sql.placeholder("attemptId")),
        eq(attempts.userId, sql.placeholder("userId")),
        isNull(attempts.submittedAt),
        not(overdue),
      ),
    );
  return db
    .insert(answers)
    .select(eligible)
    .onConflictDoUpdate({
      target: [answers.attemptId, answers.questionId],
      set: { optionId: sql`excluded.option_id`, answeredAt: sql`excluded.answered_at` },
    })
    .returning({ attemptId: answers.attemptId })
    .prepare("save_answer");
}

/** Only on the rare refusal: find out which rule said no, and say so — the account first. */
async function explainRefusal(session: SessionClaims, input: AnswerInput): Promise<never> {
  const { id: userId } = await requireClaimedLearner(session);
  const [attempt] = await getDb()
    .select({
      submittedAt: attempts.submittedAt,
      timeUp: overdue,
    })
    .from(attempts)
    .where(and(eq(attempts.id, input.attemptId), eq(attempts.userId, userId)));
  if (!attempt) throw new DomainError("NotFound", ATTEMPT_MESSAGES.notFound);
  if (attempt.submittedAt) throw new DomainError("Ended", ATTEMPT_MESSAGES.ended);
  if (attempt.timeUp) {
    await finaliseAttempt(input.attemptId, userId);
    throw new DomainError("Ended", ATTEMPT_MESSAGES.timeUp);
  }
  throw new DomainError("Invalid", ATTEMPT_MESSAGES.wrongOption, { field: "optionId" });
}
