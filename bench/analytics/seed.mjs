// The volume of bench/analytics.mjs, seeded with generate_series; see that file.
import { log } from "../lib.mjs";

/** The volume above, in a few set-based statements. */
export async function seedVolume(sql) {
  log("seeding: 10,000 questions, 20,000 learners, a learner with 2,000 attempts, a quiz with 5,000 first attempts");
  const started = Date.now();
  await sql.begin(async (tx) => {
    await tx.unsafe("set local work_mem = '256MB'");
    await tx.unsafe(`
      insert into users (email, name, password_hash)
        select 'bench-analytics-' || lpad(i::text, 5, '0') || '@anaesprep.test', 'Bench Learner ' || i, 'x' from generate_series(0, 5000) i;
      insert into users (email, name, password_hash)
        select 'bench-crowd-' || lpad(i::text, 5, '0') || '@anaesprep.test', 'Bench Crowd ' || i, 'x' from generate_series(0, 14999) i;
      insert into subjects (name, price_paisa) select 'Bench subject ' || lpad(i::text, 2, '0'), 50000 from generate_series(0, 9) i;
      insert into quizzes (subject_id, name, quiz_time_minutes, question_count)
        select (select id from subjects order by name offset (i % 10) limit 1), 'Bench quiz ' || lpad(i::text, 3, '0'), 60, 50
        from generate_series(0, 199) i;
      insert into questions (quiz_id, position, text) select z.id, p, 'Question ' || p || ' of ' || z.name from quizzes z, generate_series(1, 50) p;
      insert into options (question_id, position, text, is_correct) select q.id, o, 'Option ' || o, o = 1 from questions q, generate_series(1, 4) o;
      insert into tags (name) select 'Bench tag ' || lpad(i::text, 2, '0') from generate_series(0, 39) i;
      insert into question_tags (question_id, tag_id)
        select n.id, t.id from (select id, row_number() over (order by id) as k from questions) n
        join (select id, row_number() over (order by name) - 1 as k from tags) t on t.k = n.k % 40 or t.k = (n.k * 7 + 3) % 40;
      create temp table learners on commit drop as
        select id, row_number() over (order by email) - 1 as k from users where email like 'bench-analytics-%';
      create temp table payers on commit drop as
        select id, row_number() over (order by email) - 1 as k from users where email like 'bench-%';
      insert into payments (user_id, is_monthly, amount_paisa, transaction_id, proof_key, proof_content_type, status)
        select id, true, 500000, 'BENCH-' || k, 'proofs/00000000-0000-4000-8000-' || lpad(k::text, 12, '0'), 'image/png', 'ACCEPTED' from payers;
      insert into entitlements (user_id, subject_id, payment_id, starts_at, ends_at)
        select p.user_id, null, p.id, now() - interval '400 days', now() + interval '29 days' from payments p;
      create temp table bench_quizzes on commit drop as select id, row_number() over (order by name) - 1 as k from quizzes;`);
    // The heavy learner (k = 0): 10 ended attempts of every quiz over the last 300 days, every question answered.
    await tx.unsafe(`
      insert into attempts (user_id, quiz_id, entitlement_id, started_at, submitted_at)
        select l.id, z.id, e.id, now() - (z.k * 10 + r) * interval '36 hours', now() - (z.k * 10 + r) * interval '36 hours' + interval '40 minutes'
        from learners l join entitlements e on e.user_id = l.id, bench_quizzes z, generate_series(0, 9) r where l.k = 0;
      insert into answers (attempt_id, question_id, option_id, answered_at)
        select a.id, q.id, o.id, a.started_at + q.position * interval '45 seconds'
        from attempts a join questions q on q.quiz_id = a.quiz_id
        join options o on o.question_id = q.id and o.position = case when abs(hashtext(a.id::text || q.id::text)) % 10 < 6 then 1 else 2 + abs(hashtext(q.id::text || a.id::text)) % 3 end
        where a.user_id = (select id from learners where k = 0);`);
    // The rest of the database: 15,000 more learners with 3 ended attempts each (2,250,000 answers),
    // scored with the others below.
    await tx.unsafe(`
      create temp table crowd on commit drop as
        select id, row_number() over (order by email) - 1 as k from users where email like 'bench-crowd-%';
      insert into attempts (user_id, quiz_id, entitlement_id, started_at, submitted_at)
        select c.id, z.id, e.id, now() - (c.k % 600) * interval '12 hours' - r * interval '1 day',
          now() - (c.k % 600) * interval '12 hours' - r * interval '1 day' + interval '45 minutes'
        from crowd c join entitlements e on e.user_id = c.id cross join generate_series(0, 2) r join bench_quizzes z on z.k = (c.k * 3 + r * 17) % 200;
      insert into answers (attempt_id, question_id, option_id, answered_at)
        select a.id, q.id, o.id, a.started_at + q.position * interval '50 seconds'
        from crowd c join attempts a on a.user_id = c.id join questions q on q.quiz_id = a.quiz_id
        join options o on o.question_id = q.id and o.position = 1 + abs(hashtext(a.id::text || q.id::text)) % 4;`);
    // 5,000 learners' first attempts of quiz 0 (ability k % 100), 1,000 second attempts; 500 firsts (scores only) of every other quiz.
    await tx.unsafe(`
      insert into attempts (user_id, quiz_id, entitlement_id, started_at, submitted_at)
        select l.id, z.id, e.id, now() - interval '30 days' + l.k * interval '1 minute', now() - interval '30 days' + l.k * interval '1 minute' + interval '50 minutes'
        from learners l join entitlements e on e.user_id = l.id, bench_quizzes z where l.k > 0 and z.k = 0;
      insert into answers (attempt_id, question_id, option_id, answered_at)
        select a.id, q.id, o.id, a.started_at + q.position * interval '50 seconds'
        from attempts a join learners l on l.id = a.user_id join questions q on q.quiz_id = a.quiz_id
        join options o on o.question_id = q.id and o.position = case
          when abs(hashtext(a.id::text || q.id::text)) % 100 < 25 + (l.k % 100) * 0.6 then 1 else 2 + abs(hashtext(q.id::text || a.id::text)) % 3 end
        where l.k > 0 and a.quiz_id = (select id from bench_quizzes where k = 0);
      insert into attempts (user_id, quiz_id, entitlement_id, started_at, submitted_at, score, total_marks)
        select l.id, z.id, e.id, now() - interval '10 days', now() - interval '10 days' + interval '50 minutes', 25, 50
        from learners l join entitlements e on e.user_id = l.id, bench_quizzes z where z.k = 0 and l.k between 1 and 1000;
      insert into attempts (user_id, quiz_id, entitlement_id, started_at, submitted_at, score, total_marks)
        select l.id, z.id, e.id, now() - interval '200 days', now() - interval '200 days' + interval '50 minutes', (l.k * 7 + z.k) % 51, 50
        from learners l join entitlements e on e.user_id = l.id, bench_quizzes z where z.k > 0 and l.k between 1 and 500;
      update attempts a set score = s.correct, total_marks = 50, total_questions = 50, correct_count = s.correct, incorrect_count = 50 - s.correct
        from (select an.attempt_id, count(*) filter (where o.is_correct)::int as correct from answers an join options o on o.id = an.option_id group by an.attempt_id) s
        where s.attempt_id = a.id;`);
    // The heavy learner's 20 tutor practice sessions of 50 questions each.
    await tx.unsafe(`
      create temp table sessions_seed on commit drop as
        select gen_random_uuid() as id, i from generate_series(0, 19) i;
      insert into practice_sessions (id, user_id, mode, source, total_questions, created_at, ended_at, correct_count, incorrect_count)
        select s.id, l.id, 'tutor', 'all', 50, now() - s.i * interval '2 days', now() - s.i * interval '2 days' + interval '1 hour', 25, 25
        from sessions_seed s, learners l where l.k = 0;
      insert into practice_questions (session_id, question_id, position)
        select s.id, q.id, q.position from sessions_seed s join bench_quizzes z on z.k = s.i * 7 + 3 join questions q on q.quiz_id = z.id;
      insert into practice_answers (session_id, question_id, option_id, user_id, answered_at)
        select pq.session_id, pq.question_id, o.id, l.id, ps.created_at + pq.position * interval '40 seconds'
        from practice_questions pq join practice_sessions ps on ps.id = pq.session_id join learners l on l.k = 0
        join options o on o.question_id = pq.question_id and o.position = 1 + abs(hashtext(pq.question_id::text)) % 4;`);
  });
  // What autovacuum does to tables after inserts this size (its insert threshold, PostgreSQL 13+):
  // statistics, and the visibility map that lets the answers' reads stay in the index.
  await sql`vacuum analyze`;
  const [ids] = await sql`select (select id from users where email = 'bench-analytics-00000@anaesprep.test') as "heavyId",
    (select id from quizzes where name = 'Bench quiz 000') as "quizId"`;
  const [counts] = await sql`select (select count(*) from attempts where user_id = ${ids.heavyId})::int as "heavyAttempts",
    (select count(*) from answers an join attempts a on a.id = an.attempt_id where a.user_id = ${ids.heavyId})::int as "heavyAnswers",
    (select count(distinct user_id) from attempts where quiz_id = ${ids.quizId} and submitted_at is not null)::int as "quizFirstAttempts",
    (select count(*) from users)::int as "users", (select count(*) from attempts)::int as "attempts", (select count(*) from answers)::int as "answers"`;
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  return { ...ids, counts, seedSeconds: (Date.now() - started) / 1000 };
}
