import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceSessions } from "@/db/schema";
import { offsetOf, pageOf, type Page, type PageParams } from "@/lib/pagination";
import { finaliseOverduePractice, ownedSession, resultOf, type PracticeResult, type PracticeSessionRow } from "./finish";
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
  const stored = await storedQuestions(session.id);
  const ended = session.endedAt !== null;
  return {
    ...summaryOf(session),
    serverNow: new Date().toISOString(),
    questions: stored.map((question) => ({
      ...questionView(question),
      selectedOptionId: question.chosenOptionId,
      ...(ended || (session.mode === "tutor" && question.chosenOptionId) ? { key: revealOf(question) } : {}),
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
