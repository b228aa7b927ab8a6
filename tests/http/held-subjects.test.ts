import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { attempts, entitlements } from "@/db/schema";
import { heldSubjects } from "@/lib/home/held-subjects";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

// docs/rules.md, "Learner home": Your subjects, the latest bought first, Start until a quiz of it is begun.
describe("home's subjects held", () => {
  it("lists the subjects held now, the one just bought first, and whether a quiz of each was begun", async () => {
    const learner = await createUser();
    const [older, newer, ended] = [await makeSubject(), await makeSubject(), await makeSubject()];
    const olderQuiz = await makeQuiz(older.id, { count: 1 });
    const olderGrant = await entitle(learner.id, older.id);
    const newerGrant = await entitle(learner.id, newer.id);
    const endedGrant = await entitle(learner.id, ended.id);
    const db = getDb();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db
      .update(entitlements)
      .set({ startsAt: daysAgo(10) })
      .where(eq(entitlements.id, olderGrant.id));
    await db
      .update(entitlements)
      .set({ startsAt: daysAgo(1) })
      .where(eq(entitlements.id, newerGrant.id));
    await db
      .update(entitlements)
      .set({ startsAt: daysAgo(40), endsAt: daysAgo(10) })
      .where(eq(entitlements.id, endedGrant.id));
    await db.insert(attempts).values({ userId: learner.id, quizId: olderQuiz.id, entitlementId: olderGrant.id });

    const held = await heldSubjects(learner.id);
    expect(held.map((subject) => [subject.name, subject.started])).toEqual([
      [newer.name, false],
      [older.name, true],
    ]);
    expect(held[0]!.endsAt).toBeInstanceOf(Date);
    expect(await heldSubjects((await createUser()).id)).toEqual([]);
  });

  it("names the monthly plan's access as every subject, begun once any quiz was", async () => {
    const learner = await createUser();
    const quiz = await makeQuiz((await makeSubject()).id, { count: 1 });
    const grant = await entitle(learner.id, null);
    expect(await heldSubjects(learner.id)).toMatchObject([{ subjectId: null, name: null, started: false }]);
    await getDb().insert(attempts).values({ userId: learner.id, quizId: quiz.id, entitlementId: grant.id });
    expect(await heldSubjects(learner.id)).toMatchObject([{ subjectId: null, started: true }]);
  });
});
