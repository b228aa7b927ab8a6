#!/usr/bin/env node
// Learner analytics and item analysis on real PostgreSQL (docs/rules.md, "Learner dashboard" and "Item analysis"). Seeds with SQL
// generate_series: 200 quizzes × 50 questions (4 options, 2 of 40 tags each) in 10 subjects; a heavy
// learner with 2,000 ended attempts (10 of each quiz, every question answered: 100,000 answers) and
// 20 practice sessions (1,000 answers); 5,000 learners with a first ended attempt of quiz 0 (every
// question answered: 250,000 answers; ability varies, so totals spread) and 1,000 second attempts;
// 500 first ended attempts of every other quiz (scores only); 15,000 more learners with 3 ended
// attempts each (2,250,000 answers): 20,000 learners, 2.6 million answers. Times, in-process after 3 warm-up
// calls, `learnerAnalytics` (GET /api/analytics/me after the session check) and `quizItemAnalysis`
// (GET /api/quiz/{id}/statistics), warm (the kept figures of lib/analytics/cache.ts reused) and
// cold (dropped before each call: the first read after a change). Target: p95 ≤ 200 ms, warm and cold.
// Records `uptime` (load) beside the figures.
//
//   node bench/analytics.mjs [--runs N] [--check]      (--check: exit 1 when a p95 > 200 ms)
//
// PostgreSQL: DATABASE_URL, else a private cluster on PG_PORT (default 55448) in /tmp.
import { formatTable, installExitHandlers, log, machineInfo, percentiles, round, runCleanups, uptime, writeResults } from "./lib.mjs";
import { libBenchArgs, measureInChild } from "./lib-server.mjs";
import { seedVolume } from "./analytics/seed.mjs";

const TARGET_P95_MS = 200;
const { runs, check, child } = libBenchArgs(50);

if (child) await measure();
else await orchestrate();

async function orchestrate() {
  installExitHandlers({ maxMinutes: 20 });
  const result = await measureInChild({
    script: import.meta.filename,
    runs,
    pgDir: "/tmp/anaesprep-bench-analytics-pg",
    defaultPgPort: 55448,
  });
  const rows = Object.entries(result.timings).map(([name, figures]) => [
    name,
    figures.runs,
    round(figures.p50, 2),
    round(figures.p95, 2),
    round(figures.max, 2),
  ]);
  console.log(`\nAnalytics on PostgreSQL: ${JSON.stringify(result.seed.counts)}\n`);
  console.log(formatTable(["server time (ms)", "runs", "p50", "p95", "max"], rows));
  console.log(`\nuptime before: ${result.uptimeBefore}\nuptime after:  ${result.uptimeAfter}`);
  // Every read must meet the target, the cold one included: the kept figures expire after
  // DASHBOARD_MAX_AGE_SECONDS, so a learner's first visit of the day is a cold read.
  const verdicts = Object.entries(result.timings).map(([name, figures]) => [name, figures.p95 <= TARGET_P95_MS]);
  const passed = verdicts.every(([, within]) => within);
  for (const [name, within] of verdicts) console.log(`${within ? "within" : "OVER  "} the ${TARGET_P95_MS} ms target (p95): ${name}`);
  log(`results: ${writeResults("analytics", { machine: machineInfo(), runs, ...result, targetP95Ms: TARGET_P95_MS, passed })}`);
  await runCleanups();
  process.exit(check && !passed ? 1 : 0);
}

async function measure() {
  const { getConnection, closeConnection } = await import("../db/client.ts");
  const { applyMigrations } = await import("../db/migrate.ts");
  const { learnerAnalytics } = await import("../lib/analytics/learner.ts");
  const { quizItemAnalysis } = await import("../lib/analytics/item-analysis.ts");
  const connection = getConnection();
  await applyMigrations(connection);
  const seed = await seedVolume(connection.sql);
  const forget = (scope) => connection.sql`delete from analytics_cache where scope = ${scope}`;
  const time = async (label, fn, { before = async () => {}, count = runs } = {}) => {
    for (let i = 0; i < 3; i++) await fn(); // warm-up: connections, plans, cache
    const samples = [];
    for (let i = 0; i < count; i++) {
      await before();
      const started = performance.now();
      await fn();
      samples.push(performance.now() - started);
    }
    log(`${label}: done`);
    return [label, { runs: count, ...percentiles(samples, [50, 95]) }];
  };
  const learner = () => learnerAnalytics(seed.heavyId);
  const items = () => quizItemAnalysis(seed.quizId);
  const coldRuns = Math.max(3, Math.ceil(runs / 2));
  const uptimeBefore = uptime();
  // Cold: the kept figures dropped before each call (what the first read after a change costs); warm: kept.
  const timings = Object.fromEntries([
    await time("GET /api/analytics/me, 2,000 attempts, warm", learner),
    await time("GET /api/analytics/me, 2,000 attempts, cold", learner, {
      before: () => forget(`learner:${seed.heavyId}`),
      count: coldRuns,
    }),
    await time("GET /api/quiz/{id}/statistics, 5,000 firsts, warm", items),
    await time("GET /api/quiz/{id}/statistics, 5,000 firsts, cold", items, {
      before: () => forget(`quiz:${seed.quizId}`),
      count: coldRuns,
    }),
  ]);
  const uptimeAfter = uptime();
  const check = await quizItemAnalysis(seed.quizId);
  process.stdout.write(JSON.stringify({ seed, timings, uptimeBefore, uptimeAfter, itemAnalysisQuiz: check.quiz }));
  await closeConnection();
  process.exit(0);
}
