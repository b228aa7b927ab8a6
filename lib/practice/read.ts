import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceSessions, subjects } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/guards";
import { runningEntitlements } from "@/lib/entitlements";
import { flaggedAmong } from "@/lib/flags";
import { listTags } from "@/lib/tags";
import { offsetOf, pageOf, type Page, type PageParams } from "@/lib/pagination";
import { finaliseOverduePractice, ownedSession, resultOf, type PracticeResult, type PracticeSessionRow } from "./finish";
import { reviewsOfSession, type QuestionReview } from "@/lib/reviews/session-reviews";
import { revealsOnAnswer } from "@/lib/practice-rules/terms";
import { questionView, revealOf, storedQuestions } from "./views";

const summaryOf = (session: PracticeSessionRow) => ({
  id: session.id,
  mode: session.mode,
  source: session.source,
  deadline: session.deadline?.toISOString() ?? null,
  createdAt: session.createdAt.toISOString(),
  endedAt: session.endedAt?.toISOString() ?? null,
  total: session.totalQuestions,
  result: session.endedAt ? resultOf(session) : null,
});
export type PracticeSummary = ReturnType<typeof summaryOf> & { result: PracticeResult | null };

/**
 * The session screen's state: per question the learner's answer and, only where it has been
 * revealed (tutor, answered) or after the end, the key, explanations and reference.
 */
export async function practiceState(userId: string, sessionId: string) {
  const session = await ownedSession(userId, sessionId);
  const [stored, reviews] = await Promise.all([
    storedQuestions(session.id),
    revealsOnAnswer(session.mode) ? reviewsOfSession(session.id) : new Map<string, QuestionReview>(),
  ]);
  const flagged = new Set(
    await flaggedAmong(
      userId,
      stored.map((question) => question.id),
    ),
  );
  const ended = session.endedAt !== null;
  return {
    ...summaryOf(session),
    serverNow: new Date().toISOString(),
    questions: stored.map((question) => ({
      ...questionView(question),
      selectedOptionId: question.chosenOptionId,
      flagged: flagged.has(question.id),
      ...(ended || (revealsOnAnswer(session.mode) && question.chosenOptionId) ? { key: revealOf(question) } : {}),
      ...(reviews.has(question.id) ? { review: reviews.get(question.id)! } : {}),
    })),
  };
}
export type PracticeState = Awaited<ReturnType<typeof practiceState>>;

/** The learner's sessions, newest first, one page (overdue timed ones are ended first). */
export async function listPractice(userId: string, params: PageParams): Promise<Page<PracticeSummary>> {
  await finaliseOverduePractice(userId);
  const [rows, [total]] = await Promise.all([
    getDb()
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, userId))
      .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id))
      .limit(params.pageSize)
      .offset(offsetOf(params)),
    getDb().select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.userId, userId)),
  ]);
  return pageOf(rows.map(summaryOf), total?.n ?? 0, params);
}

/** What the builder offers: the subjects the learner's running entitlements cover and the tags of those banks, with counts. */
export async function practiceChoices(viewer: SessionUser) {
  const running = await runningEntitlements(viewer.id);
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const held = running.flatMap((entitlement) => (entitlement.subjectId ? [entitlement.subjectId] : []));
  const [subjectRows, tagRows] = await Promise.all([
    running.length === 0
      ? []
      : getDb()
          .select({ id: subjects.id, name: subjects.name })
          .from(subjects)
          .where(everySubject ? undefined : inArray(subjects.id, held))
          .orderBy(asc(subjects.name)),
    running.length === 0 ? [] : listTags(viewer),
  ]);
  return { subjects: subjectRows, tags: tagRows };
}
export type PracticeChoices = Awaited<ReturnType<typeof practiceChoices>>;
