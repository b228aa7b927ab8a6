// The answers of bench/readiness-app.mjs, seeded with SQL generate_series under the Rasch model: a
// subject of quizzes of 50 questions (each question's difficulty b ~ N(0, 1)), `learners` learners
// on a monthly plan (each one's ability θ ~ N(0, 1)) who each ended `perLearner` ÷ 50 attempts of
// different quizzes, answering all 50 questions, the right option with probability 1/(1+exp(b−θ)).
// A learner's quizzes start at a random one and step by a stride prime to the quiz count, so the
// answers link every question to every other (one scale) and spread evenly over the bank.
// The true b and θ are kept in the schema `bench_truth` (the app never reads it) to check the
// calibration against. Foreign-key triggers are skipped while loading (session_replication_role =
// replica: the rows are built consistent, but answered_questions is not kept); the answers' key is
// built after the load. Attempts' scores are left 0: nothing measured here reads them.
export const PER_QUIZ = 50;

/** The stride of a learner's quizzes: prime to `quizzes`, so `attempts` steps never meet again. */
function strideFor(quizzes) {
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.floor(quizzes / 2.618)); // about the golden section: neighbours spread out
  while (gcd(stride, quizzes) !== 1) stride++;
  return stride;
}

/**
 * Seeds into `db` (postgres.js, superuser) in one transaction; `seed` in (−1, 1) makes random()
 * repeatable. Answers the volumes, the seconds of each step and the database's size.
 */
export async function seedRasch(db, { learners, questions, perLearner, seed = 0.2026, onStep = () => {} }) {
  const quizzes = questions / PER_QUIZ;
  const attempts = perLearner / PER_QUIZ;
  const stride = strideFor(quizzes);
  const steps = [];
  const timed = async (label, run) => {
    const t0 = Date.now();
    await run();
    steps.push({ step: label, seconds: (Date.now() - t0) / 1000 });
    onStep(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  const normal = "sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())";
  await db.begin(async (tx) => {
    await tx.unsafe(`
      set local session_replication_role = replica; set local work_mem = '256MB'; set local maintenance_work_mem = '1GB';
      set local max_parallel_workers_per_gather = 0; select setseed(${seed});`);
    await timed("bank (quizzes, questions, options)", () =>
      tx.unsafe(`
        create schema if not exists bench_truth;
        create temp table r_subject on commit drop as select gen_random_uuid() as id;
        insert into subjects (id, name, description, price_paisa) select id, 'Readiness Bench', 'Seeded by bench/readiness-app.mjs', 500000 from r_subject;
        create temp table r_quizzes on commit drop as select n, gen_random_uuid() as id from generate_series(0, ${quizzes - 1}) n;
        insert into quizzes (id, subject_id, name, description, quiz_time_minutes, each_question_marks, question_count)
          select q.id, s.id, 'Readiness Quiz ' || q.n, 'Choose the single best answer.', 60, 1, ${PER_QUIZ} from r_quizzes q, r_subject s;
        create temp table r_questions on commit drop as
          select q.n as quiz_n, p as position, gen_random_uuid() as id, gen_random_uuid() as right_id, gen_random_uuid() as wrong_id,
            ${normal} as b
          from r_quizzes q cross join generate_series(0, ${PER_QUIZ - 1}) p;
        insert into questions (id, quiz_id, position, text, explanation)
          select r.id, q.id, r.position, 'Readiness question ' || (r.position + 1) || ' of quiz ' || r.quiz_n || '?', 'Because.'
          from r_questions r join r_quizzes q on q.n = r.quiz_n;
        insert into options (id, question_id, position, text, is_correct)
          select right_id, id, 0, 'Right', true from r_questions union all select wrong_id, id, 1, 'Wrong', false from r_questions;
        create table bench_truth.questions as select id as question_id, b from r_questions;
        create index on r_questions (quiz_n); analyze r_questions;`),
    );
    await timed("learners, payments, entitlements", () =>
      tx.unsafe(`
        create temp table r_learners on commit drop as
          select n, gen_random_uuid() as id, gen_random_uuid() as payment_id, gen_random_uuid() as entitlement_id,
            ${normal} as theta, floor(random() * ${quizzes})::int as first_quiz
          from generate_series(0, ${learners - 1}) n;
        insert into users (id, email, name, phone, password_hash)
          select id, 'readiness-' || lpad(n::text, 6, '0') || '@bench.invalid', 'Readiness Learner ' || n, '03001234567',
            '$2b$10$benchbenchbenchbenchbenchbenchbenchbenchbenchbenchben' from r_learners;
        insert into payments (id, user_id, is_monthly, amount_paisa, transaction_id, proof_key, proof_content_type, status, decided_at)
          select payment_id, id, true, 50000, 'RB-' || payment_id, 'proofs/rb-' || payment_id || '.png', 'image/png', 'ACCEPTED', now() - interval '120 days'
          from r_learners;
        insert into entitlements (id, user_id, subject_id, payment_id, starts_at, ends_at)
          select entitlement_id, id, null, payment_id, now() - interval '120 days', now() + interval '30 days' from r_learners;
        create table bench_truth.learners as select id as user_id, n, theta from r_learners;`),
    );
    await timed(`attempts (${(learners * attempts).toLocaleString("en-US")})`, () =>
      tx.unsafe(`
        create temp table r_attempts on commit drop as
          select gen_random_uuid() as id, l.id as user_id, l.entitlement_id, l.theta, q.id as quiz_id, q.n as quiz_n,
            now() - interval '100 days' + k * interval '1 day' + (l.n % 600) * interval '1 minute' as started_at
          from r_learners l cross join generate_series(0, ${attempts - 1}) k
          join r_quizzes q on q.n = (l.first_quiz + k * ${stride}) % ${quizzes};
        insert into attempts (id, user_id, quiz_id, entitlement_id, started_at, deadline, submitted_at, correct_count, incorrect_count, score, total_marks, total_questions)
          select id, user_id, quiz_id, entitlement_id, started_at, started_at + interval '60 minutes', started_at + interval '40 minutes',
            0, 0, 0, ${PER_QUIZ}, ${PER_QUIZ}
          from r_attempts;`),
    );
    await timed("answers: drop the primary key for the load", () =>
      tx.unsafe(`alter table answers drop constraint answers_attempt_id_question_id_pk`),
    );
    await timed(`answers (${(learners * perLearner).toLocaleString("en-US")}, Rasch)`, () =>
      tx.unsafe(`
        insert into answers (attempt_id, question_id, option_id, answered_at)
          select a.id, q.id, case when random() < 1 / (1 + exp(q.b - a.theta)) then q.right_id else q.wrong_id end,
            a.started_at + q.position * interval '30 seconds'
          from r_attempts a join r_questions q on q.quiz_n = a.quiz_n;`),
    );
    // As drizzle/0015_answers_covering_key.sql builds it.
    await timed("answers: primary key", () =>
      tx.unsafe(
        `alter table answers add constraint answers_attempt_id_question_id_pk primary key (attempt_id, question_id) include (option_id, answered_at)`,
      ),
    );
  });
  // Without this, autovacuum would visit the new rows during the calibration being measured.
  await timed("vacuum analyze", () => db.unsafe("vacuum analyze"));
  const [{ size }] = await db`select pg_size_pretty(pg_database_size(current_database())) as size`;
  return { learners, questions, perLearner, quizzes, attempts: learners * attempts, answers: learners * perLearner, stride, steps, size };
}
