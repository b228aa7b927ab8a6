import "server-only";
import { sql } from "drizzle-orm";
import { questions, quizzes, reviewCards } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { resolveScope } from "@/lib/practice-rules/bank";
import { matchingQuestions, storeSession } from "@/lib/practice/draw";
import { questionView } from "@/lib/practice/views";
import { REVIEW_MESSAGES, type ReviewSessionInput } from "@/lib/reviews/schemas";

/**
 * A review session (docs/rules.md, "Review"): the learner's due cards, most overdue first, of the
 * questions they may still practise (the practice bank and their running entitlements, narrowed
 * by the subjects and tags asked for). Tutor rules: each answer shows that question's key.
 */
export async function createReviewSession(userId: string, input: ReviewSessionInput) {
  const scope = await resolveScope(userId, { subjectIds: input.subjectIds, tags: input.tags, source: "all" });
  const due = sql`select c.question_id as id, c.due as r
    from ${reviewCards} c join ${questions} on ${questions.id} = c.question_id join ${quizzes} on ${quizzes.id} = ${questions.quizId}
    where c.user_id = ${userId} and c.due <= now() and ${matchingQuestions(scope)}
    order by c.due limit ${input.count}::int`;
  const rows = await storeSession({ userId, mode: "review", source: "due", deadline: sql`null::timestamptz` }, due);
  if (rows.length === 0) throw new DomainError("NoQuestions", REVIEW_MESSAGES.nothingDue);
  return { id: rows[0]!.sessionId, mode: "review" as const, deadline: null, questions: rows.map(questionView) };
}
