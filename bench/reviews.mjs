#!/usr/bin/env node
// Reviews at volume on real PostgreSQL (docs/rules.md, "Review"): 20,000 learners and
// 5 million cards (bench/reviews/seed.mjs), one learner holding 20,000 of them (6,000 due) with
// 50,000 reviews over 400 days. Times, in-process, the server-side work of: building a 50-card
// review session for that learner (POST /api/reviews/session), the review summary (GET
// /api/reviews), the study plan (GET /api/plan), and a review answer, whose
// database round trips are counted. A primary-key read is the baseline of the machine's load.
//
//   node bench/reviews.mjs [--runs N] [--check]      (--check: exit 1 when a target is missed)
//
// PostgreSQL: DATABASE_URL, else a private cluster on PG_PORT (default 55448) in /tmp.
import { formatTable, installExitHandlers, log, machineInfo, round, runCleanups, writeResults } from "./lib.mjs";
import { libBenchArgs, measureInChild, timeRuns } from "./lib-server.mjs";
import { seedReviews } from "./reviews/seed.mjs";

const TARGET_P95_MS = 50;
const TARGETS = ["review session, 50 of 20,000 cards", "study plan (GET /api/plan)"];
const { runs, check, child } = libBenchArgs(200);

if (child) await measure();
else await orchestrate();

async function orchestrate() {
  installExitHandlers({ maxMinutes: 30 });
  const result = await measureInChild({
    script: import.meta.filename,
    runs,
    pgDir: "/tmp/anaesprep-bench-reviews-pg",
    defaultPgPort: 55448,
  });
  const rows = Object.entries(result.timings).map(([name, f]) => [
    name,
    runs,
    round(f.p50, 2),
    round(f.p95, 2),
    round(f.p99, 2),
    round(f.max, 2),
  ]);
  console.log(
    `\nReviews on PostgreSQL: ${result.seed.learners} learners, ${result.seed.cards} cards; the heavy learner has ${result.seed.heavyCards} cards, ${result.seed.heavyDue} due, ${result.seed.heavyLogs} reviews\n`,
  );
  console.log(formatTable(["server time (ms)", "runs", "p50", "p95", "p99", "max"], rows));
  const missed = TARGETS.filter((name) => result.timings[name] && result.timings[name].p95 > TARGET_P95_MS);
  const oneTrip = result.answerRoundTrips === 1;
  console.log(`\nreview answer: ${result.answerRoundTrips} database round trip(s), card update included (target 1)`);
  console.log(missed.length === 0 ? `every target p95 within ${TARGET_P95_MS} ms` : `OVER ${TARGET_P95_MS} ms: ${missed.join(", ")}`);
  const passed = missed.length === 0 && oneTrip;
  log(`results: ${writeResults("reviews", { machine: machineInfo(), runs, ...result, targetP95Ms: TARGET_P95_MS, passed })}`);
  await runCleanups();
  process.exit(check && !passed ? 1 : 0);
}

async function measure() {
  const { getConnection, closeConnection } = await import("../db/client.ts");
  const { applyMigrations } = await import("../db/migrate.ts");
  const { createReviewSession } = await import("@/lib/practice/review-session.ts");
  const { reviewSummary } = await import("../lib/reviews/due.ts");
  const { answerPractice } = await import("../lib/practice/answer.ts");
  const { studyPlan } = await import("../lib/plan/read.ts");
  const connection = getConnection();
  await applyMigrations(connection);
  const seed = await seedReviews(connection.sql);

  const time = (label, fn) => timeRuns(label, fn, { runs });
  const timings = Object.fromEntries([
    await time("baseline: user by id", () => connection.sql`select id, email from users where id = ${seed.heavyId}`),
    await time(TARGETS[0], () => createReviewSession(seed.heavyId, { count: 50 })),
    await time("review summary (GET /api/reviews)", () => reviewSummary(seed.heavyId)),
    await time(TARGETS[1], () => studyPlan(seed.heavyId)),
  ]);

  // One review answer, its statements counted at the driver (drizzle sends every statement through `unsafe`).
  const session = await createReviewSession(seed.heavyId, { count: 1 });
  const question = session.questions[0];
  const [auth] =
    await connection.sql`insert into sessions (user_id, expires_at) values (${seed.heavyId}, now() + interval '1 hour') returning id`;
  const claims = { sub: seed.heavyId, sid: auth.id, email: "heavy@bench.invalid", name: "Heavy", isAdmin: false };
  let answerRoundTrips = 0;
  const unsafe = connection.sql.unsafe;
  connection.sql.unsafe = (...args) => (answerRoundTrips++, unsafe.apply(connection.sql, args));
  const answered = await answerPractice(claims, { sessionId: session.id, questionId: question.id, optionId: question.optionsList[0].id });
  connection.sql.unsafe = unsafe;
  if (!answered?.review) throw new Error("the review answer did not review its card");

  process.stdout.write(JSON.stringify({ seed, timings, answerRoundTrips }));
  await closeConnection();
  process.exit(0);
}
