import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { quizzes } from "@/db/schema";
import { createGrandTestCloser, type GrandTestCloser } from "@/lib/grand-tests/closer-worker";
import { makeSubject } from "../support/catalogue";
import { setUpTestDatabase } from "../support/db";
import { makeGrandTest, setWindow } from "../support/grand-tests";

setUpTestDatabase();

const resultsAtOf = async (quizId: string) =>
  (await getDb().select({ resultsAt: quizzes.resultsAt }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.resultsAt;

let closer: GrandTestCloser | undefined;
afterEach(async () => {
  await closer?.stop();
  closer = undefined;
});

describe("the grand-test closing job", () => {
  it("finalises a test at the instant its close plus grace is due, by its own timer (no poll in between)", async () => {
    const test = await makeGrandTest((await makeSubject()).id);
    await setWindow(test.id, -3600, -4.2); // due in 0.8 s (the save grace is 5 s)
    closer = createGrandTestCloser({ pollMs: 60_000 });
    await closer.idle();
    expect(await resultsAtOf(test.id)).toBeNull();
    const started = Date.now();
    while (!(await resultsAtOf(test.id)) && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await resultsAtOf(test.id)).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("leaves open and upcoming tests alone, and stops", async () => {
    const [open, upcoming] = await Promise.all([makeGrandTest((await makeSubject()).id), makeGrandTest((await makeSubject()).id)]);
    await setWindow(upcoming.id, 3600, 7200);
    closer = createGrandTestCloser({ pollMs: 60_000 });
    await closer.idle();
    await closer.stop();
    expect([await resultsAtOf(open.id), await resultsAtOf(upcoming.id)]).toEqual([null, null]);
  });
});
