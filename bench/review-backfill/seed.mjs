// The history of bench/review-backfill.mjs, seeded with SQL generate_series: a subject of quizzes of
// 50 questions, `learners` learners on a monthly plan, each of whom sat every quiz once in the last
// 60 days (`questions` ÷ 50 ended attempts each; 49 of 50 questions answered, 70 % right). Every
// question of an ended attempt is a review, so learners × questions reviews. Foreign-key triggers
// are skipped while loading (session_replication_role = replica: the rows are built consistent).
const PER_QUIZ = 50;

/** Seeds into `db` (postgres.js, superuser) in one transaction; answers the count, time and size. */
export async function seedHistory(db, { learners, questions }) {
  const quizzes = Math.ceil(questions / PER_QUIZ);
  const t0 = Date.now();
  await db.begin(async (tx) => {
    await tx.unsafe(`
      set local session_replication_role = replica; set local work_mem = '256MB';
      create temp table b_quizzes on commit drop as select n, gen_random_uuid() as id from generate_series(0, ${quizzes - 1}) n;
      create temp table b_subject on commit drop as select gen_random_uuid() as id;
      insert into subjects (id, name, description, price_paisa) select id, 'Backfill Bench', 'Seeded by bench/review-backfill.mjs', 500000 from b_subject;
      insert into quizzes (id, subject_id, name, description, quiz_time_minutes, each_question_marks, question_count)
        select q.id, s.id, 'Backfill Quiz ' || q.n, 'Choose the single best answer.', 60, 1, ${PER_QUIZ} from b_quizzes q, b_subject s;
      create temp table b_questions on commit drop as
        select q.id as quiz_id, p as position, gen_random_uuid() as id, gen_random_uuid() as right_id, gen_random_uuid() as wrong_id
        from b_quizzes q cross join generate_series(0, ${PER_QUIZ - 1}) p;
      insert into questions (id, quiz_id, position, text, explanation)
        select id, quiz_id, position, 'Bench question ' || (position + 1) || '?', 'Because.' from b_questions;
      insert into options (id, question_id, position, text, is_correct)
        select right_id, id, 0, 'Right', true from b_questions union all select wrong_id, id, 1, 'Wrong', false from b_questions;
      create temp table b_learners on commit drop as
        select n, gen_random_uuid() as id, gen_random_uuid() as payment_id, gen_random_uuid() as entitlement_id
        from generate_series(0, ${learners - 1}) n;
      insert into users (id, email, name, phone, password_hash)
        select id, 'backfill-' || n || '@bench.invalid', 'Backfill Learner ' || n, '03001234567', '$2b$10$benchbenchbenchbenchbenchbenchbenchbenchbenchbenchben' from b_learners;
      insert into payments (id, user_id, is_monthly, amount_paisa, transaction_id, proof_key, proof_content_type, status, decided_at)
        select payment_id, id, true, 50000, 'BF-' || payment_id, 'proofs/bf-' || payment_id || '.png', 'image/png', 'ACCEPTED', now() - interval '90 days' from b_learners;
      insert into entitlements (id, user_id, subject_id, payment_id, starts_at, ends_at)
        select entitlement_id, id, null, payment_id, now() - interval '90 days', now() + interval '30 days' from b_learners;
      create temp table b_attempts on commit drop as
        select gen_random_uuid() as id, l.id as user_id, l.entitlement_id, q.id as quiz_id, now() - (1 + random() * 60) * interval '1 day' as started_at
        from b_learners l cross join b_quizzes q;
      insert into attempts (id, user_id, quiz_id, entitlement_id, started_at, deadline, submitted_at, correct_count, incorrect_count, score, total_marks, total_questions)
        select id, user_id, quiz_id, entitlement_id, started_at, started_at + interval '60 minutes', started_at + interval '40 minutes', 34, 15, 34, ${PER_QUIZ}, ${PER_QUIZ}
        from b_attempts;
      insert into answers (attempt_id, question_id, option_id, answered_at)
        select a.id, q.id, case when random() < 0.7 then q.right_id else q.wrong_id end, a.started_at + q.position * interval '30 seconds'
        from b_attempts a join b_questions q on q.quiz_id = a.quiz_id
        where q.position < ${PER_QUIZ - 1}
        order by a.id, q.id;`);
  });
  await db.unsafe("analyze");
  const [{ size }] = await db`select pg_size_pretty(pg_database_size(current_database())) as size`;
  return { learners, quizzes, reviews: learners * quizzes * PER_QUIZ, seconds: Math.round((Date.now() - t0) / 100) / 10, size };
}
