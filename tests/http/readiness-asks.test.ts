import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as calibrate } from "@/app/api/readiness/calibrate/route";
import { getDb } from "@/db/client";
import { createCalibrationWorker } from "@/lib/readiness/calibration-worker";
import { createUser, setUpTestDatabase, queryRows, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/** An embedded database of this file's own. */
const isolated = !process.env.DATABASE_URL;
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
});
afterEach(() => vi.useRealTimers());

const ask = () => call(calibrate, { cookie: admin.cookie, method: "POST" });
const runIdOf = (answer: Awaited<ReturnType<typeof ask>>) => (answer.body.data as { runId: string }).runId;
const runsSince = (since: string) =>
  queryRows<{ id: string; status: string }>(
    getDb(),
    sql`select id, status from calibration_runs where created_at >= ${since}::timestamptz order by created_at`,
  );
const statusCounts = () =>
  queryRows<{ status: string; count: number }>(getDb(), sql`select status, count(*)::int as count from calibration_runs group by status`);

/** Waits (on real timers) until the run is no longer waiting: the job has taken it. */
async function untilTaken(runId: string) {
  for (let tries = 0; tries < 400; tries++) {
    const [run] = await queryRows<{ status: string }>(getDb(), sql`select status from calibration_runs where id = ${runId}`);
    if (run?.status !== "queued") return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the calibration job never took the run");
}

describe("POST /api/readiness/calibrate: asks at once make one run", () => {
  it("answers twenty asks with one run, though the job starts it before most of them reach the database", async () => {
    const worker = createCalibrationWorker({ inThread: true, pollMs: 3_600_000 });
    try {
      await worker.idle(); // its first look (a nightly run on a fresh database) is over before the asks
      const [{ since }] = await queryRows<{ since: string }>(getDb(), sql`select to_json(now()) as since`);
      // Twenty asks arrive at this instant. The first queues the run and wakes the job, which starts
      // it before the other nineteen reach the database (a busy server): that run reads every answer
      // they wanted, so they join it rather than queue a second.
      vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
      const first = await ask();
      expect(first.status).toBe(202);
      await untilTaken(runIdOf(first));
      const seen: { status: string; count: number }[][] = [];
      const others = await Promise.all(
        Array.from({ length: 19 }, async () => {
          const answer = await ask();
          seen.push(await statusCounts());
          return answer;
        }),
      );
      vi.useRealTimers();
      await worker.idle();

      expect(others.map((answer) => answer.status)).toEqual(others.map(() => 202));
      expect(new Set(others.map(runIdOf))).toEqual(new Set([runIdOf(first)]));
      expect(others.every((answer) => (answer.body.data as { joined: boolean }).joined)).toBe(true);
      // A shared PostgreSQL holds other files' runs too, queued meanwhile.
      if (isolated) expect((await runsSince(since)).map((run) => run.id)).toEqual([runIdOf(first)]);
      for (const counts of [...seen, await statusCounts()])
        for (const state of ["queued", "running"]) expect(counts.find((row) => row.status === state)?.count ?? 0).toBeLessThanOrEqual(1);
    } finally {
      await worker.stop();
    }
  });
});
