import { eq, sql } from "drizzle-orm";
import { POST as startRoute } from "@/app/api/quiz/start/route";
import { POST as submitRoute } from "@/app/api/quiz/submit/route";
import { POST as endRoute } from "@/app/api/quiz/end/route";
import { getDb } from "@/db/client";
import { attempts, quizzes } from "@/db/schema";
import { createQuiz } from "@/lib/quizzes/admin";
import { getLiveQuiz } from "@/lib/quizzes/views";
import { quizPayload } from "./catalogue";
import type { TestUser } from "./db";
import { call } from "./http";

const HOUR_MS = 3_600_000;

/** A grand test (option 0 right), open now for an hour; move its window with `setWindow`. */
export async function makeGrandTest(
  subjectId: string,
  options: { access?: "subscribers" | "registered"; count?: number; quizTime?: number } = {},
) {
  const now = Date.now();
  const { id } = await createQuiz({
    ...quizPayload(subjectId, { count: options.count ?? 3, quizTime: options.quizTime ?? 30 }),
    kind: "grand_test",
    opensAt: new Date(now - 60_000),
    closesAt: new Date(now + HOUR_MS),
    access: options.access ?? "registered",
  });
  return getLiveQuiz(id, "with-answer-key");
}

/**
 * The test's clock: opens and closes this many seconds from the database's now() (negative: in
 * the past). Rules read the database clock, so this is exact without waiting. Attempts already
 * started get the deadline the start would have given them under the new close (never after it):
 * a deadline past the close belongs only to a candidate with extra time (docs/rules.md, "Extra time").
 */
export async function setWindow(quizId: string, opensInSeconds: number, closesInSeconds: number) {
  const closesAt = sql`now() + make_interval(secs => ${closesInSeconds})`;
  await getDb()
    .update(quizzes)
    .set({ opensAt: sql`now() + make_interval(secs => ${opensInSeconds})`, closesAt })
    .where(eq(quizzes.id, quizId));
  await getDb()
    .update(attempts)
    .set({ deadline: sql`least(${attempts.deadline}, ${closesAt})` })
    .where(eq(attempts.quizId, quizId));
}

export const startGrand = (user: TestUser, quizId: string) => call(startRoute, { cookie: user.cookie, json: { quizId } });
export const answerGrand = (user: TestUser, quizAttemptId: string, questionId: string, optionId: string) =>
  call(submitRoute, { cookie: user.cookie, json: { quizAttemptId, questionId, optionId } });
export const endGrand = (user: TestUser, quizAttemptId: string) => call(endRoute, { cookie: user.cookie, json: { quizAttemptId } });
export const attemptIdOf = (result: { body: Record<string, unknown> }) => (result.body.data as { id: string }).id;
