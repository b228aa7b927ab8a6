import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { quizzes } from "@/db/schema";
import { createGrandTestCloser, type GrandTestCloser } from "@/lib/grand-tests/closer-worker";
import { makeSubject } from "../support/catalogue";
import { setUpTestDatabase } from "../support/db";
import { makeGrandTest, setWindow } from "../support/grand-tests";
import { manualTimer } from "../support/manual-timer";

setUpTestDatabase();

const resultsAtOf = async (quizId: string) =>
  (await getDb().select({ resultsAt: quizzes.resultsAt }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.resultsAt;

let closer: GrandTestCloser | undefined;
afterEach(async () => {
  await closer?.stop();
  closer = undefined;
});

describe("the grand-test closing job", () => {
  it("sets its own timer to the instant a test's close plus grace is due (not the next poll), and finalises it when it fires", async () => {
    const test = await makeGrandTest((await makeSubject()).id);
    await setWindow(test.id, -3600, 25); // due in 30 s (the save grace is 5 s)
    const timer = manualTimer();
    closer = createGrandTestCloser({ pollMs: 60_000, timer });
    await closer.idle();
    expect(await resultsAtOf(test.id)).toBeNull();
    expect(timer.pendingMs).toBeGreaterThan(20_000); // the due instant less the time this test took so far
    expect(timer.pendingMs).toBeLessThanOrEqual(30_025); // not the 60 s poll: the due instant plus the job's 25 ms margin

    await setWindow(test.id, -3600, -6); // the database's clock reaches the due instant
    timer.fire();
    await closer.idle();
    expect(await resultsAtOf(test.id)).not.toBeNull();
  });

  it("leaves open and upcoming tests alone, and stops", async () => {
    const [open, upcoming] = await Promise.all([makeGrandTest((await makeSubject()).id), makeGrandTest((await makeSubject()).id)]);
    await setWindow(upcoming.id, 3600, 7200);
    closer = createGrandTestCloser({ pollMs: 60_000, timer: manualTimer() });
    await closer.idle();
    await closer.stop();
    expect([await resultsAtOf(open.id), await resultsAtOf(upcoming.id)]).toEqual([null, null]);
  });
});
