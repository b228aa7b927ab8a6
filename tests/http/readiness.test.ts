import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as calibrate } from "@/app/api/readiness/calibrate/route";
import { GET as calibrationRoute } from "@/app/api/readiness/calibration/route";
import { GET as readiness } from "@/app/api/readiness/route";
import { PUT as settings } from "@/app/api/readiness/settings/route";
import { GET as statistics } from "@/app/api/quiz/[id]/statistics/route";
import { getDb } from "@/db/client";
import type { ItemAnalysis } from "@/lib/analytics/item-figures";
import { POST as countRoute } from "@/app/api/practice/count/route";
import { finaliseDueGrandTests } from "@/lib/grand-tests/closer";
import { AT_MY_LEVEL, chanceOfRight } from "@/lib/readiness";
import { difficultyBand } from "@/lib/readiness/level";
import { queueNightlyIfDue } from "@/lib/readiness/calibration-runs";
import { calibrateOnce } from "@/lib/readiness/run-calibration";
import type { ReadinessView } from "@/lib/readiness/schemas";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { makeGrandTest, setWindow } from "../support/grand-tests";
import { startPractice, type CreatedPractice } from "../support/practice";
import { createUser, setUpTestDatabase, queryRows, type TestUser } from "../support/db";
import { call } from "../support/http";
import { answerInTutorSession, scaleFixture, type ScaleFixture } from "../support/readiness";

setUpTestDatabase();

const readReadiness = async (user: TestUser) => {
  const answer = await call(readiness, { cookie: user.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as ReadinessView;
};
const askCalibration = (user: TestUser) => call(calibrate, { cookie: user.cookie, method: "POST" });
const putPassMark = (user: TestUser, passMark: unknown) => call(settings, { cookie: user.cookie, method: "PUT", json: { passMark } });
const runs = () =>
  queryRows<{ id: string; status: string; reason: string }>(
    getDb(),
    sql`select id, status, reason from calibration_runs order by created_at`,
  );
/** An embedded database of this file's own; a shared PostgreSQL holds other files' runs and answers too. */
const isolated = !process.env.DATABASE_URL;

let admin: TestUser;
let fixture: ScaleFixture;
let newcomer: TestUser;

beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
  fixture = await scaleFixture({ questions: 60, learners: 40 });
  newcomer = await createUser();
  // Ten answers: not enough for a readiness.
  const rows = await queryRows<{ questionId: string; optionId: string }>(
    getDb(),
    sql`select q.id as "questionId", (select o.id from options o where o.question_id = q.id and o.is_correct limit 1) as "optionId"
      from questions q where q.quiz_id = ${fixture.quizId} order by q.position limit 10`,
  );
  await answerInTutorSession(
    newcomer.id,
    rows.map((row) => row.questionId),
    rows.map((row) => row.optionId),
  );
}, 60_000);

describe("who may call what", () => {
  it("refuses learners the settings, the calibration ask and its status", async () => {
    const learner = fixture.learners[0]!;
    expect((await putPassMark(learner, 60)).status).toBe(403);
    expect((await askCalibration(learner)).status).toBe(403);
    expect((await call(calibrationRoute, { cookie: learner.cookie })).status).toBe(403);
    expect((await call(readiness, {})).status).toBe(401);
  });
});

describe("PUT /api/readiness/settings", () => {
  it("takes a whole percent from 1 to 100 and answers 400 naming passMark otherwise, changing nothing", async () => {
    expect((await putPassMark(admin, 65)).status).toBe(200);
    for (const bad of [0, 101, 62.5, "70", null]) {
      const answer = await putPassMark(admin, bad);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain("passMark");
    }
    expect((await readReadiness(newcomer)).passMark).toBe(65);
  });
});

describe("before any calibration", () => {
  it("says a learner needs more answers, with the figures null", async () => {
    const view = await readReadiness(fixture.learners[20]!);
    expect(view).toMatchObject({ status: "needsMore", answersNeeded: 50, predictedPercent: null, low: null, high: null, position: null });
  });
});

describe("POST /api/readiness/calibrate and the job", () => {
  it("answers 202 and queues one run; a second ask joins it; two workers racing run it once", async () => {
    const first = await askCalibration(admin);
    expect(first.status).toBe(202);
    const second = await askCalibration(admin);
    expect(second.status).toBe(202);
    const [a, b] = [first.body.data as { runId: string }, second.body.data as { runId: string; joined: boolean }];
    expect(b).toMatchObject({ runId: a.runId, joined: true });
    expect((await runs()).filter((run) => run.status === "queued")).toHaveLength(1);

    const claimed = await Promise.all([calibrateOnce({ inThread: true }), calibrateOnce({ inThread: true })]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    // Elsewhere on a shared database a grand test's close may have queued the run this ask joined.
    if (isolated) expect(await runs()).toEqual([{ id: a.runId, status: "done", reason: "admin" }]);
    else expect((await runs()).find((run) => run.id === a.runId)).toMatchObject({ status: "done" });

    const status = await call(calibrationRoute, { cookie: admin.cookie });
    expect(status.status).toBe(200);
    const data = status.body.data as { lastRun: { status: string; itemsOnScale: number }; itemsOnScale: number };
    expect(data.itemsOnScale).toBe(data.lastRun.itemsOnScale);
    expect(data.lastRun.status).toBe("done");
    if (isolated) expect(data.itemsOnScale).toBe(60);
    else expect(data.itemsOnScale).toBeGreaterThanOrEqual(60);
  }, 60_000);
});

describe("GET /api/readiness after a calibration", () => {
  it("gives a learner with 50 answers on the scale their own band, and a newcomer how many more they need", async () => {
    const weak = await readReadiness(fixture.learners[0]!);
    const strong = await readReadiness(fixture.learners[39]!);
    for (const view of [weak, strong]) {
      expect(view).toMatchObject({ status: "ready", answersUsed: 60, answersNeeded: 0, passMark: 65 });
      // A shared PostgreSQL holds other files' calibrated questions too.
      if (isolated) expect(view.itemsOnScale).toBe(60);
      else expect(view.itemsOnScale).toBeGreaterThanOrEqual(60);
      expect(view.low!).toBeLessThanOrEqual(view.predictedPercent!);
      expect(view.predictedPercent!).toBeLessThanOrEqual(view.high!);
      expect(["below", "around", "above"]).toContain(view.position);
      for (const figure of [view.low, view.predictedPercent, view.high]) expect(Number.isInteger(figure)).toBe(true);
    }
    // Own figures only: the weakest learner is predicted below the strongest, and ranks lower.
    expect(weak.predictedPercent!).toBeLessThan(strong.predictedPercent!);
    expect(weak.percentile!).toBeLessThan(strong.percentile!);
    expect(await readReadiness(newcomer)).toMatchObject({ status: "needsMore", answersUsed: 10, answersNeeded: 40, percentile: null });
  });

  it("refreshes the ability on read when the learner has answered since", async () => {
    const before = await queryRows<{ n: number }>(
      getDb(),
      sql`select answers_used as n from learner_abilities where user_id = ${newcomer.id}`,
    );
    expect(before[0]!.n).toBe(10);
    const more = await queryRows<{ questionId: string; optionId: string }>(
      getDb(),
      sql`select q.id as "questionId", (select o.id from options o where o.question_id = q.id and o.is_correct limit 1) as "optionId"
        from questions q where q.quiz_id = ${fixture.quizId} order by q.position offset 10 limit 45`,
    );
    await answerInTutorSession(
      newcomer.id,
      more.map((row) => row.questionId),
      more.map((row) => row.optionId),
    );
    expect(await readReadiness(newcomer)).toMatchObject({ status: "ready", answersUsed: 55 });
  });

  it("refuses an admin, who has no readiness", async () => {
    expect((await call(readiness, { cookie: admin.cookie })).status).toBe(403);
  });
});

describe("GET /api/quiz/{id}/statistics", () => {
  it("carries difficulty, its SE and outfit for questions on the scale, null for the others", async () => {
    const onScale = await call(statistics, { cookie: admin.cookie, params: { id: fixture.quizId } });
    const figures = (onScale.body.data as ItemAnalysis).questions;
    expect(figures).toHaveLength(60);
    for (const question of figures) {
      expect(question.difficulty).toEqual(expect.any(Number));
      expect(question.difficultySe).toEqual(expect.any(Number));
      expect(question.outfit).toEqual(expect.any(Number));
    }
    // Harder by position in the fixture: the last question is harder than the first.
    expect(figures[59]!.difficulty!).toBeGreaterThan(figures[0]!.difficulty!);
    const fresh = await makeQuiz((await makeSubject()).id, { count: 2 });
    const offScale = await call(statistics, { cookie: admin.cookie, params: { id: fresh.id } });
    for (const question of (offScale.body.data as ItemAnalysis).questions)
      expect(question).toMatchObject({ difficulty: null, difficultySe: null, outfit: null });
  });
});

describe("practice source At my level", () => {
  it("draws unanswered questions on the scale at 60–85 % first, then other unused ones", async () => {
    // A learner who answered five of every six questions (50): the sixth ones, spread over the scale, are unused.
    const learner = await createUser();
    await entitle(learner.id, fixture.subjectId);
    const answered = fixture.questionIds.filter((_, index) => index % 6 !== 0);
    const rights = await queryRows<{ id: string; right: string; wrong: string }>(
      getDb(),
      sql`select q.id, (select o.id from options o where o.question_id = q.id and o.is_correct limit 1) as "right",
        (select o.id from options o where o.question_id = q.id and not o.is_correct limit 1) as "wrong"
        from questions q where q.quiz_id = ${fixture.quizId} order by q.position`,
    );
    const byId = new Map(rights.map((row) => [row.id, row]));
    await answerInTutorSession(
      learner.id,
      answered,
      answered.map((id, index) => (index % 2 === 0 ? byId.get(id)!.right : byId.get(id)!.wrong)),
    );
    const view = await readReadiness(learner);
    expect(view.status).toBe("ready");
    const [{ ability }] = (await queryRows<{ ability: number }>(
      getDb(),
      sql`select ability from learner_abilities where user_id = ${learner.id}`,
    )) as [{ ability: number }];
    const difficulties = new Map(
      (await queryRows<{ id: string; difficulty: number }>(getDb(), sql`select question_id as id, difficulty from item_calibrations`)).map(
        (row) => [row.id, row.difficulty],
      ),
    );
    const unused = fixture.questionIds.filter((_, index) => index % 6 === 0);
    const inBand = unused.filter((id) => {
      const chance = chanceOfRight(ability, difficulties.get(id)!);
      return chance >= AT_MY_LEVEL.min && chance <= AT_MY_LEVEL.max;
    });
    expect(inBand.length).toBeGreaterThan(0);
    expect(inBand.length).toBeLessThan(unused.length);

    const counted = await call(countRoute, { cookie: learner.cookie, json: { source: "atMyLevel" } });
    expect(counted.body.data).toMatchObject({ count: unused.length, atMyLevel: { ready: true, atLevel: inBand.length } });

    const exact = await startPractice(learner, { source: "atMyLevel", count: inBand.length });
    expect(exact.status).toBe(201);
    const drawn = (exact.body.data as CreatedPractice).questions.map((question) => question.id);
    expect(drawn.sort()).toEqual([...inBand].sort());

    const more = await startPractice(learner, { source: "atMyLevel", count: 100 });
    const all = (more.body.data as CreatedPractice).questions.map((question) => question.id);
    expect(all).toHaveLength(unused.length);
    expect(all.slice(0, inBand.length).sort()).toEqual([...inBand].sort());
  });

  it("draws calibrated questions first for a learner without a prediction, nearest their level so far, saying why", async () => {
    // The subject also holds a quiz nobody answered: its questions are not calibrated.
    const uncalibrated = await makeQuiz(fixture.subjectId, { count: 8 });
    const learner = await createUser();
    await entitle(learner.id, fixture.subjectId);
    const counted = await call(countRoute, { cookie: learner.cookie, json: { source: "atMyLevel" } });
    expect(counted.body.data).toMatchObject({ count: 68, atMyLevel: { ready: false, calibrated: 60 } });

    const started = await startPractice(learner, { source: "atMyLevel", count: 68 });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ atMyLevel: { ready: false, reason: expect.stringContaining("50 more answers") } });
    const drawn = (started.body.data as CreatedPractice).questions.map((question) => question.id);
    const offScale = new Set(uncalibrated.questions.map((question) => question.id));
    // Every calibrated question before any other; the first 60 are exactly the fixture's.
    expect(drawn.slice(0, 60).sort()).toEqual([...fixture.questionIds].sort());
    expect(drawn.slice(60).every((id) => offScale.has(id))).toBe(true);

    // Without an answer on the scale the level is the average learner's: in the band first, then nearest its centre.
    const band = difficultyBand(0);
    const difficulties = new Map(
      (await queryRows<{ id: string; difficulty: number }>(getDb(), sql`select question_id as id, difficulty from item_calibrations`)).map(
        (row) => [row.id, row.difficulty],
      ),
    );
    const inBand = drawn.slice(0, 60).filter((id) => difficulties.get(id)! >= band.from && difficulties.get(id)! <= band.to);
    expect(drawn.slice(0, inBand.length).sort()).toEqual([...inBand].sort());
    const distances = drawn.slice(inBand.length, 60).map((id) => Math.abs(difficulties.get(id)! - band.centre));
    // Non-decreasing (to rounding: the database and JavaScript subtract the same doubles in another order).
    expect(distances.every((distance, index) => index === 0 || distance >= distances[index - 1]! - 1e-9)).toBe(true);
  });
});

describe("GET /api/readiness: which questions count, and the next step", () => {
  it("tells a new buyer which questions count and offers them, with the range named and the last calibration", async () => {
    const buyer = await createUser();
    await entitle(buyer.id, fixture.subjectId);
    const view = await readReadiness(buyer);
    expect(view).toMatchObject({
      status: "needsMore",
      answersNeeded: 50,
      bandLevel: 0.8,
      passMarkLabel: expect.stringMatching(/^FCPS pass mark \d+% \(estimate\)$/),
      calibratedAt: expect.any(String),
      // 60 calibrated in the fixture's subject; the uncalibrated quiz above does not count.
      counting: { inSubjects: 60, unanswered: 60 },
      nextStep: { kind: "practise", questions: 20 },
    });
  });

  it("points a learner whose subjects have no calibrated question to the subjects that have some", async () => {
    const learner = await createUser();
    await entitle(learner.id, (await makeSubject()).id);
    const view = await readReadiness(learner);
    expect(view.counting).toMatchObject({ inSubjects: 0, unanswered: 0 });
    expect(view.nextStep.kind).toBe("addSubject");
    // A shared PostgreSQL holds other files' calibrated subjects, and the card names the three largest.
    if (isolated) expect(view.counting.elsewhere).toEqual([{ id: fixture.subjectId, name: expect.any(String), questions: 60 }]);
  });

  it("gives the ready learner the peers as counts and the next step at their level", async () => {
    const view = await readReadiness(fixture.learners[20]!);
    expect(view.status).toBe("ready");
    expect(view.peers!.total).toBeGreaterThanOrEqual(40);
    expect(view.peers!.below).toBeLessThan(view.peers!.total);
    expect(view.percentile).toBe(Math.round((100 * view.peers!.below) / view.peers!.total));
    // They answered every fixture question; only the uncalibrated quiz is left, which does not count.
    expect(view.counting.unanswered).toBe(0);
  });
});

describe("when runs are queued", () => {
  it("queues a run with reason grandTest when a grand test's results open, and computes its coverage", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { count: 3 });
    await setWindow(test.id, -3600, -60);
    await finaliseDueGrandTests();
    const [queued] = await queryRows<{ reason: string; grandTestId: string }>(
      getDb(),
      sql`select reason, grand_test_id as "grandTestId" from calibration_runs where status = 'queued'`,
    );
    // On a shared database another file's close may have queued the one waiting run first.
    if (isolated) expect(queued).toEqual({ reason: "grandTest", grandTestId: test.id });
    else expect(queued).toBeDefined();
    expect(await calibrateOnce({ inThread: true })).toBe(true);
    const status = (await call(calibrationRoute, { cookie: admin.cookie })).body.data as { coverage: { grandTestId: string }[] };
    expect(status.coverage.map((row) => row.grandTestId)).toContain(test.id);
  }, 60_000);

  // Whether a run was asked for in a day is a question about the whole database: asked alone.
  it.runIf(isolated)("queues the nightly run only when none was asked for in a day", async () => {
    expect(await queueNightlyIfDue()).toBe(false);
    expect(await queueNightlyIfDue(new Date(Date.now() + 25 * 3_600_000))).toBe(true);
    expect(await queueNightlyIfDue(new Date(Date.now() + 25 * 3_600_000))).toBe(false); // one is waiting
  });
});
