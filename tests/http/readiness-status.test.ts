import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as calibrationRoute } from "@/app/api/readiness/calibration/route";
import { getDb } from "@/db/client";
import { COVERAGE_SHOWN, type CalibrationStatusView } from "@/lib/readiness/calibration-status";
import { makeSubject } from "../support/catalogue";
import { makeGrandTest } from "../support/grand-tests";
import { createUser, setUpTestDatabase, queryRows, type TestUser } from "../support/db";
import { call } from "../support/http";

// docs/rules.md, "Readiness in the product": what the admin screen and GET /api/readiness/calibration show.

setUpTestDatabase();

/** An embedded database of this file's own; a shared PostgreSQL holds other files' runs and grand tests too. */
const isolated = !process.env.DATABASE_URL;

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
});

const readStatus = async () => {
  const answer = await call(calibrationRoute, { cookie: admin.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as CalibrationStatusView;
};

describe("the self-check's coverage rows", () => {
  it("carry each grand test's title, newest results first, at most COVERAGE_SHOWN of them", async () => {
    const subjectId = (await makeSubject()).id;
    const made: { id: string; name: string }[] = [];
    for (let index = 0; index <= COVERAGE_SHOWN; index++) {
      const test = await makeGrandTest(subjectId, { count: 1 });
      // Results out one minute apart, the last made the newest; coverage computed in the opposite order.
      await getDb().execute(sql`update quizzes set results_at = now() - make_interval(mins => ${COVERAGE_SHOWN + 1 - index})
        where id = ${test.id}`);
      await getDb().execute(sql`insert into readiness_coverage (grand_test_id, inside, candidates, computed_at)
        values (${test.id}, ${index}, 30, now() - make_interval(mins => ${index}))`);
      made.push({ id: test.id, name: test.name });
    }

    const { coverage } = await readStatus();
    expect(coverage).toHaveLength(COVERAGE_SHOWN);
    const times = coverage.map((row) => Date.parse(row.resultsAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const names = await queryRows<{ id: string; name: string }>(getDb(), sql`select id, name from quizzes where kind = 'grand_test'`);
    for (const row of coverage) expect(row.name).toBe(names.find((quiz) => quiz.id === row.grandTestId)?.name);
    if (isolated) {
      const newestFirst = [...made].reverse().slice(0, COVERAGE_SHOWN);
      expect(coverage.map((row) => row.name)).toEqual(newestFirst.map((test) => test.name));
      expect(coverage[0]).toMatchObject({ inside: COVERAGE_SHOWN, candidates: 30 });
    }
  }, 60_000);
});

// Which run is the last is a question about the whole database: asked alone.
describe.runIf(isolated)("the last run and the last finished run", () => {
  const insertRun = async (status: string, minutesAgo: number, figures: { answersUsed?: number; error?: string } = {}) => {
    const [row] = await queryRows<{ id: string }>(
      getDb(),
      sql`insert into calibration_runs (reason, status, created_at, started_at, finished_at, answers_used, items_on_scale, learners, error)
        values ('nightly', ${status}, now() - make_interval(mins => ${minutesAgo}),
          case when ${status} = 'queued' then null else now() - make_interval(mins => ${minutesAgo}) end,
          case when ${status} in ('done', 'failed') then now() - make_interval(mins => ${minutesAgo - 1}) end,
          ${figures.answersUsed ?? null}, ${figures.answersUsed ? 40 : null}, ${figures.answersUsed ? 12 : null}, ${figures.error ?? null})
        returning id`,
    );
    return row!.id;
  };

  it("is null for both before any run", async () => {
    expect(await readStatus()).toMatchObject({ lastRun: null, lastDoneRun: null });
  });

  it("gives the newest run whatever its state, and the figures in use from the newest finished one", async () => {
    const older = await insertRun("done", 300, { answersUsed: 900 });
    const done = await insertRun("done", 120, { answersUsed: 1_200 });
    const failed = await insertRun("failed", 60, { error: "the worker thread stopped" });
    let status = await readStatus();
    expect(status.lastRun).toMatchObject({ id: failed, status: "failed", error: "the worker thread stopped" });
    expect(status.lastDoneRun).toMatchObject({ id: done, status: "done", answersUsed: 1_200, itemsOnScale: 40, learners: 12 });
    expect(status.lastDoneRun!.id).not.toBe(older);

    const queued = await insertRun("queued", 1);
    status = await readStatus();
    expect(status.lastRun).toMatchObject({ id: queued, status: "queued", finishedAt: null, answersUsed: null });
    expect(status.lastDoneRun?.id).toBe(done);
  });
});
