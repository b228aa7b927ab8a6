#!/usr/bin/env node
// Building a practice session on real PostgreSQL (docs/rules.md, "Practice sessions"): a bank of 20,000 questions
// (200 quizzes × 100, 4 options each, 2 of 50 tags each) and a learner with 50,000 past answers
// (480 ended attempts over 12,000 questions, 20 ended practice sessions over 2,000 more). Times
// `createPractice` — the whole server-side work of POST /api/practice after the session check:
// access, tag names, then one statement that draws, writes the session and reads its questions
// back — for a 100-question session with one tag and `unused`; also the live count and `incorrect`,
// and a primary-key read as the baseline of the machine's load during the same run.
//
//   node bench/practice.mjs [--runs N] [--check]      (--check: exit 1 when p95 > 50 ms)
//
// PostgreSQL: DATABASE_URL, else a private cluster on PG_PORT (default 55447) in /tmp.
import { formatTable, installExitHandlers, log, machineInfo, round, runCleanups, writeResults } from "./lib.mjs";
import { libBenchArgs, measureInChild, timeRuns } from "./lib-server.mjs";

const TARGET_P95_MS = 50;
const { runs, check, child } = libBenchArgs(200);

if (child) await measure();
else await orchestrate();

async function orchestrate() {
  installExitHandlers({ maxMinutes: 15 });
  const result = await measureInChild({
    script: import.meta.filename,
    runs,
    pgDir: "/tmp/anaesprep-bench-practice-pg",
    defaultPgPort: 55447,
  });
  const rows = Object.entries(result.timings).map(([name, figures]) => [
    name,
    runs,
    round(figures.p50, 2),
    round(figures.p95, 2),
    round(figures.p99, 2),
    round(figures.max, 2),
  ]);
  console.log(
    `\nPractice sessions on PostgreSQL: ${result.seed.questions} questions, ${result.seed.pastAnswers} past answers, ${result.seed.tagMatchesUnused} unused questions with the tag\n`,
  );
  console.log(formatTable(["server time (ms)", "runs", "p50", "p95", "p99", "max"], rows));
  const p95 = result.timings["build 100, tag + unused"].p95;
  const passed = p95 <= TARGET_P95_MS;
  console.log(`\nbuild 100 (tag + unused) p95 ${round(p95, 2)} ms: ${passed ? "within" : "OVER"} the ${TARGET_P95_MS} ms target`);
  log(`results: ${writeResults("practice", { machine: machineInfo(), runs, ...result, targetP95Ms: TARGET_P95_MS, passed })}`);
  await runCleanups();
  process.exit(check && !passed ? 1 : 0);
}

async function measure() {
  const { getConnection, closeConnection } = await import("../db/client.ts");
  const { applyMigrations } = await import("../db/migrate.ts");
  const { createPractice, practiceMatchCount } = await import("../lib/practice/create.ts");
  const connection = getConnection();
  await applyMigrations(connection);
  const seed = await seedBank(connection.sql);
  const time = (label, fn) => timeRuns(label, fn, { runs });
  const tagged = { tags: [seed.tag], source: "unused" };
  const timings = Object.fromEntries([
    // The machine's weather: one round trip to read the learner by primary key, measured in the same run.
    await time("baseline: user by id", () => connection.sql`select id, email from users where id = ${seed.userId}`),
    await time("build 100, tag + unused", () => createPractice(seed.userId, { ...tagged, count: 100, mode: "tutor" })),
    await time("live count, tag + unused", () => practiceMatchCount(seed.userId, tagged)),
    await time("build 100, unused (no tag)", () =>
      createPractice(seed.userId, { source: "unused", count: 100, mode: "timed", minutes: 60 }),
    ),
    await time("build 100, incorrect", () => createPractice(seed.userId, { source: "incorrect", count: 100, mode: "tutor" })),
  ]);
  process.stdout.write(JSON.stringify({ seed, timings }));
  await closeConnection();
  process.exit(0);
}

/** The volume above (a bank of 20,000 questions, 50,000 past answers), in a few set-based statements. */
async function seedBank(sql) {
  log("seeding 20,000 questions and 50,000 past answers");
  const [user] =
    await sql`insert into users (email, name, password_hash) values ('bench-practice@anaesprep.test', 'Bench Learner', 'x') returning id`;
  await sql`insert into subjects (name, price_paisa) select 'Bench subject ' || i, 50000 from generate_series(1, 5) i`;
  await sql`insert into quizzes (subject_id, name, quiz_time_minutes)
    select (select id from subjects order by name offset (i % 5) limit 1), 'Bench quiz ' || lpad(i::text, 3, '0'), 60 from generate_series(0, 199) i`;
  await sql`insert into questions (quiz_id, position, text, explanation, reference)
    select z.id, p, 'Question ' || p || ' of ' || z.name, 'Because.', 'Miller 9e' from quizzes z, generate_series(1, 100) p`;
  await sql`insert into options (question_id, position, text, is_correct, explanation)
    select q.id, o, 'Option ' || o, o = 1, 'Why ' || o from questions q, generate_series(1, 4) o`;
  await sql`insert into tags (name) select 'Bench tag ' || lpad(i::text, 2, '0') from generate_series(0, 49) i`;
  await sql`insert into question_tags (question_id, tag_id)
    select n.id, t.id from (select id, row_number() over (order by id) as k from questions) n
    join (select id, row_number() over (order by name) - 1 as k from tags) t on t.k = n.k % 50 or t.k = (n.k * 7 + 3) % 50`;
  const [payment] =
    await sql`insert into payments (user_id, is_monthly, amount_paisa, transaction_id, proof_key, proof_content_type, status)
    values (${user.id}, true, 500000, 'BENCH-1', 'proofs/00000000-0000-4000-8000-000000000001', 'image/png', 'ACCEPTED') returning id`;
  const [entitlement] = await sql`insert into entitlements (user_id, subject_id, payment_id, starts_at, ends_at)
    values (${user.id}, null, ${payment.id}, now() - interval '1 day', now() + interval '29 days') returning id`;
  // 480 ended attempts: 4 of each of the first 120 quizzes, every question answered (48,000 answers).
  await sql`insert into attempts (user_id, quiz_id, entitlement_id, started_at, submitted_at)
    select ${user.id}, z.id, ${entitlement.id}, now() - interval '20 days' + k * interval '1 hour', now() - interval '20 days' + k * interval '1 hour' + interval '30 minutes'
    from (select id from quizzes order by name limit 120) z, generate_series(1, 4) k`;
  await sql`insert into answers (attempt_id, question_id, option_id, answered_at)
    select a.id, q.id, o.id, a.started_at from attempts a join questions q on q.quiz_id = a.quiz_id
    join options o on o.question_id = q.id and o.position = 1 + abs(hashtext(a.id::text || q.id::text)) % 4`;
  // 20 ended practice sessions over the next 20 quizzes (2,000 answers).
  const quizIds = await sql`select id from quizzes order by name offset 120 limit 20`;
  for (const quiz of quizIds) {
    const [session] =
      await sql`insert into practice_sessions (user_id, mode, source, total_questions, ended_at, correct_count, incorrect_count)
      values (${user.id}, 'tutor', 'all', 100, now(), 25, 75) returning id`;
    await sql`insert into practice_questions (session_id, question_id, position) select ${session.id}, id, position from questions where quiz_id = ${quiz.id}`;
    await sql`insert into practice_answers (session_id, question_id, option_id, user_id)
      select ${session.id}, q.id, o.id, ${user.id} from questions q join options o on o.question_id = q.id and o.position = 1 + abs(hashtext(q.id::text)) % 4
      where q.quiz_id = ${quiz.id}`;
  }
  // A settled database, as autovacuum leaves it: statistics and visibility maps (index-only scans).
  await sql`vacuum analyze`;
  const [tag] = await sql`select name from tags order by name offset 7 limit 1`;
  const [[counts], [unused]] = await Promise.all([
    sql`select (select count(*) from questions)::int as questions,
      ((select count(*) from answers) + (select count(*) from practice_answers))::int as "pastAnswers"`,
    sql`select count(*)::int as n from questions q join question_tags qt on qt.question_id = q.id join tags t on t.id = qt.tag_id
      where t.name = ${tag.name} and not exists (select 1 from answers a where a.question_id = q.id)
      and not exists (select 1 from practice_answers pa where pa.question_id = q.id)`,
  ]);
  return { userId: user.id, tag: tag.name, ...counts, tagMatchesUnused: unused.n };
}
