import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { attempts, quizzes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { coversQuiz } from "@/lib/entitlements";
import { grandTests, keyRevealed } from "@/lib/sitting-rules/conditions";
import { GRAND_TEST_MESSAGES } from "@/lib/sitting-rules/messages";
import type { GrandTestAccess } from "./terms";

/** A live grand test as its rules need it, with the database's clock (the one clock of every rule). */
export type GrandTest = {
  id: string;
  subjectId: string;
  quizTime: number;
  opensAt: Date;
  closesAt: Date;
  access: GrandTestAccess;
  resultsAt: Date | null;
  /** The close is past the save grace: results and review may be read (keyRevealed). */
  keyRevealed: boolean;
  now: Date;
};

const asDate = (value: unknown) => new Date(value as string);

/** The grand test, or undefined when the quiz is missing, deleted or an ordinary quiz. */
export async function loadGrandTest(quizId: string, db: Executor = getDb()): Promise<GrandTest | undefined> {
  const [row] = await db
    .select({
      id: quizzes.id,
      subjectId: quizzes.subjectId,
      quizTime: quizzes.quizTimeMinutes,
      opensAt: quizzes.opensAt,
      closesAt: quizzes.closesAt,
      access: quizzes.access,
      resultsAt: quizzes.resultsAt,
      keyRevealed: keyRevealed().mapWith(Boolean),
      now: sql<Date>`now()`.mapWith(asDate),
    })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), grandTests(), isNull(quizzes.deletedAt)));
  return row as GrandTest | undefined;
}

/** `registered`: any signed-in learner; `subscribers`: a running entitlement that covers its subject. */
export async function mayEnter(userId: string, test: Pick<GrandTest, "id" | "access" | "now">): Promise<boolean> {
  if (test.access === "registered") return true;
  const [covered] = await getDb()
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.id, test.id), coversQuiz(userId, test.now)));
  return covered !== undefined;
}

/** For the quiz screen: a 403 without access; how many attempts (0 or 1) the learner has made. */
export async function requireGrandTestEntry(userId: string, quizId: string): Promise<{ attemptsUsed: number }> {
  const test = await loadGrandTest(quizId);
  if (!test) throw new DomainError("NotFound", GRAND_TEST_MESSAGES.notFound);
  if (!(await mayEnter(userId, test))) throw new DomainError("NotEntitled", GRAND_TEST_MESSAGES.subscribersOnly);
  const [row] = await getDb()
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.quizId, quizId)));
  return { attemptsUsed: row?.n ?? 0 };
}
