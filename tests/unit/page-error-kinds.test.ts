import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { attempts } from "@/db/schema";
import { quizItemAnalysis } from "@/lib/analytics/item-analysis";
import { attemptReview } from "@/lib/sittings/read";
import type { ErrorKind } from "@/lib/errors";
import { practiceState } from "@/lib/practice/read";
import { learnerRecord } from "@/lib/users/record";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { makeGrandTest } from "../support/grand-tests";

setUpTestDatabase();

/**
 * The failures that pages tell apart, by kind (docs/rules.md, "API conventions"): the result
 * page (Not found, still in progress, sealed), the learner's record, a practice session and the
 * reports' item analysis. A kind changed here would send a page to its error boundary.
 */
const kindOf = (work: Promise<unknown>): Promise<ErrorKind | "resolved"> =>
  work.then(
    () => "resolved" as const,
    (error: { kind: ErrorKind }) => error.kind,
  );

const openAttempt = async (userId: string, quizId: string, entitlementId: string | null, submittedAt: Date | null = null) =>
  (await getDb().insert(attempts).values({ userId, quizId, entitlementId, submittedAt }).returning())[0]!.id;

describe("the kinds pages branch on", () => {
  it("a result: NotFound when it is missing or someone else's, InProgress while running, Sealed during a grand test", async () => {
    const subject = await makeSubject(500);
    const quiz = await makeQuiz(subject.id, { count: 1 });
    const [learner, other] = await Promise.all([createUser(), createUser()]);
    const running = await openAttempt(learner.id, quiz.id, (await entitle(learner.id, subject.id)).id);
    expect(await kindOf(attemptReview(learner, running))).toBe("InProgress");
    expect(await kindOf(attemptReview(other, running))).toBe("NotFound");
    expect(await kindOf(attemptReview(learner, randomUUID()))).toBe("NotFound");

    const grandTest = await makeGrandTest(subject.id);
    const sat = await openAttempt(learner.id, grandTest.id, null, new Date());
    expect(await kindOf(attemptReview(learner, sat))).toBe("Sealed");
  });

  it("a learner's record: NotFound for no account, NotALearner for an admin's", async () => {
    const admin = await createUser({ isAdmin: true });
    expect(await kindOf(learnerRecord(admin, randomUUID()))).toBe("NotFound");
    expect(await kindOf(learnerRecord(admin, admin.id))).toBe("NotALearner");
  });

  it("a practice session or a deleted quiz's analysis: NotFound", async () => {
    const learner = await createUser();
    expect(await kindOf(practiceState(learner.id, randomUUID()))).toBe("NotFound");
    expect(await kindOf(quizItemAnalysis(randomUUID()))).toBe("NotFound");
  });
});
