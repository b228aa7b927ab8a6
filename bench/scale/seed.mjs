// The volume of a year of success, seeded with SQL generate_series on top of the demo
// data: learners, quizzes of 50 questions, payments with their items and entitlements, ended
// attempts with every answer, notes and contact messages. `scale` multiplies every count (1 = the
// year's volume). Learner 0 is the heavy learner (2,000 attempts); every scale learner's password
// is SCALE_PASSWORD.
//
// Foreign-key triggers are skipped while loading (session_replication_role = replica: the rows
// are built to be consistent), the answers' primary key is built after the load, and what the app
// keeps as events happen (question counts, report aggregates) is recomputed at the end.
import { log } from "../lib.mjs";

export const SCALE_PASSWORD = "ScaleLearner1!";
export const HEAVY_EMAIL = "learner-00000@scale.invalid";
export const HEAVY_ATTEMPTS = 2000;
const SUBJECTS = 20;
const QUESTIONS_PER_QUIZ = 50;
const ANSWERED = 49; // one question left unanswered per attempt: 200,000 × 49 = 9.8 M answers

export function volumes(scale) {
  const n = (count, min = 1) => Math.max(min, Math.round(count * scale));
  return {
    learners: n(20_000, 10),
    quizzes: n(400, SUBJECTS),
    payments: n(60_000, 30),
    pending: n(1_290),
    attempts: Math.max(HEAVY_ATTEMPTS + 10, n(200_000)),
    notes: n(5_000),
    messages: n(2_000),
  };
}

/** Seeds the volume into `db` (postgres.js, superuser); returns the seconds each step took. */
export async function seedScale(db, { scale, passwordHash, adminId }) {
  const v = volumes(scale);
  const steps = [];
  const step = async (label, statement, executor = db) => {
    const t0 = Date.now();
    await executor.unsafe(statement);
    const seconds = (Date.now() - t0) / 1000;
    steps.push({ step: label, seconds });
    log(`  ${label}: ${seconds.toFixed(1)} s`);
  };
  log(`seeding ${JSON.stringify(v)} and ${(v.attempts * ANSWERED).toLocaleString("en-US")} answers`);
  await db.begin(async (tx) => {
    // Every step in one transaction: a failed seed leaves nothing behind.
    const run = (label, statement) => step(label, statement, tx);
    await tx.unsafe("set local session_replication_role = replica; set local work_mem = '256MB'; set local maintenance_work_mem = '1GB'");
    await run(
      "subjects, quizzes",
      `
      create temp table s_subjects on commit drop as
        select n, gen_random_uuid() as id from generate_series(0, ${SUBJECTS - 1}) n;
      insert into subjects (id, name, description, price_paisa)
        select id, 'Scale Subject ' || lpad(n::text, 2, '0'), 'Seeded by bench/scale.mjs', 500000 from s_subjects;
      create temp table s_quizzes on commit drop as
        select n, gen_random_uuid() as id, (select id from s_subjects where s_subjects.n = q.n % ${SUBJECTS}) as subject_id
        from generate_series(0, ${v.quizzes - 1}) q(n);
      insert into quizzes (id, subject_id, name, description, quiz_time_minutes, each_question_marks, question_count)
        select id, subject_id, 'Scale Quiz ' || lpad(n::text, 3, '0'), 'Choose the single best answer.', 60, 1, ${QUESTIONS_PER_QUIZ} from s_quizzes;`,
    );
    await run(
      "questions, options",
      `
      create temp table s_questions on commit drop as
        select q.n as quiz_n, q.id as quiz_id, p as position, gen_random_uuid() as id,
          array[gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid()] as option_ids
        from s_quizzes q cross join generate_series(0, ${QUESTIONS_PER_QUIZ - 1}) p;
      insert into questions (id, quiz_id, position, text, explanation)
        select id, quiz_id, position, 'Scale question ' || (position + 1) || ' of quiz ' || quiz_n || ': which drug is the best choice in this clinical scenario?', 'Because option A is the first-line choice.'
        from s_questions;
      insert into options (id, question_id, position, text, is_correct)
        select option_ids[o + 1], id, o, 'Option ' || chr(65 + o), o = 0 from s_questions cross join generate_series(0, 3) o;
      create index on s_questions (quiz_n, position);`,
    );
    await run(
      "learners",
      `
      create temp table s_users on commit drop as
        select n, gen_random_uuid() as id from generate_series(0, ${v.learners - 1}) n;
      insert into users (id, email, name, phone, password_hash, created_at)
        select id, 'learner-' || lpad(n::text, 5, '0') || '@scale.invalid', 'Scale Learner ' || n, '0300' || lpad(n::text, 7, '0'),
          '${passwordHash}', now() - make_interval(days => (n * 7919) % 365, secs => n % 86400)
        from s_users;
      create unique index on s_users (n); analyze s_users;`,
    );
    await run(
      "payments, items, entitlements",
      `
      create temp table s_payments on commit drop as
        select i, gen_random_uuid() as id, (select id from s_users where s_users.n = i % ${v.learners}) as user_id,
          case when i < ${v.learners} then true else i % 3 = 0 end as monthly,
          case when i between ${v.learners} and ${v.learners + v.pending - 1} then 'PENDING'
               when i >= ${v.learners} and i % 12 = 0 then 'REJECTED' else 'ACCEPTED' end as status,
          case when i = 0 then now() - interval '3 days'
               when i between ${v.learners} and ${v.learners + v.pending - 1} then now() - make_interval(hours => (i * 37) % 336)
               else now() - make_interval(days => (i * 7919) % 365, hours => 1 + i % 23) end as created_at
        from generate_series(0, ${v.payments - 1}) i;
      insert into payments (id, user_id, is_monthly, amount_paisa, bank_name, account_holder, transaction_id, proof_key, proof_content_type, proof_hashed_at, status, rejection_reason, decided_by, decided_at, created_at)
        select id, user_id, monthly, case when monthly then 500000 else 300000 end, 'HBL', 'Scale Learner', 'SCALE-' || i, 'proofs/' || gen_random_uuid(), 'image/png', created_at,
          status, case when status = 'REJECTED' then 'The proof does not show the transfer.' end,
          case when status <> 'PENDING' then '${adminId}'::uuid end, case when status <> 'PENDING' then created_at + interval '1 hour' end, created_at
        from s_payments;
      insert into payment_items (payment_id, subject_id, price_paisa)
        select p.id, s.id, 300000 from s_payments p join s_subjects s on s.n = p.i % ${SUBJECTS} where not p.monthly;
      create temp table s_entitlements on commit drop as
        select p.i, gen_random_uuid() as id, p.user_id, p.id as payment_id,
          case when p.monthly then null else (select id from s_subjects where s_subjects.n = p.i % ${SUBJECTS}) end as subject_id,
          p.created_at + interval '1 hour' as starts_at
        from s_payments p where p.status = 'ACCEPTED';
      insert into entitlements (id, user_id, subject_id, payment_id, starts_at, ends_at, created_at)
        select id, user_id, subject_id, payment_id, starts_at, starts_at + interval '30 days', starts_at from s_entitlements;
      create index on s_entitlements (i);`,
    );
    // Learner 0 takes HEAVY_ATTEMPTS attempts on their running monthly plan; learner u > 0 takes the
    // rest on the monthly plan of payment u (running or long ended). Attempt j answers questions
    // 0..48, the first (j % 50) of them correctly.
    await run(
      "attempts",
      `
      create temp table s_attempts on commit drop as
        select j, gen_random_uuid() as id, u.id as user_id, q.id as quiz_id, q.n as quiz_n, e.id as entitlement_id,
          least(e.starts_at + make_interval(mins => case when j < ${HEAVY_ATTEMPTS} then j * 2 else (j * 53) % 40000 end), now() - interval '1 hour') as started_at,
          least(j % 50, ${ANSWERED}) as correct
        from generate_series(0, ${v.attempts - 1}) j
        join s_users u on u.n = case when j < ${HEAVY_ATTEMPTS} then 0 else 1 + j % ${v.learners - 1} end
        join s_quizzes q on q.n = (j * 31) % ${v.quizzes}
        join s_entitlements e on e.i = u.n;
      insert into attempts (id, user_id, quiz_id, entitlement_id, started_at, deadline, submitted_at, correct_count, incorrect_count, score, total_marks, total_questions)
        select id, user_id, quiz_id, entitlement_id, started_at, started_at + interval '60 minutes', started_at + interval '40 minutes',
          correct, ${ANSWERED} - correct, correct, ${QUESTIONS_PER_QUIZ}, ${QUESTIONS_PER_QUIZ}
        from s_attempts;`,
    );
    await run("answers: drop the primary key for the load", `alter table answers drop constraint answers_attempt_id_question_id_pk`);
    await run(
      `answers (${(v.attempts * ANSWERED).toLocaleString("en-US")})`,
      `
      insert into answers (attempt_id, question_id, option_id, answered_at)
        select a.id, q.id, q.option_ids[case when q.position < a.correct then 1 else 2 + q.position % 3 end], a.started_at + make_interval(secs => q.position * 40)
        from s_attempts a join s_questions q on q.quiz_n = a.quiz_n and q.position < ${ANSWERED};`,
    );
    await run(
      "answers: primary key",
      `alter table answers add constraint answers_attempt_id_question_id_pk primary key (attempt_id, question_id)`,
    );
    await run(
      "notes, messages",
      `
      insert into notes (owner_id, name, file_key, file_type, file_name, size_bytes, is_admin_note, created_at)
        select case when i % 10 = 0 then '${adminId}'::uuid when i % 10 = 1 then (select id from s_users where n = 0)
                    else (select id from s_users where n = (i * 13) % ${v.learners}) end,
          'Scale note ' || i || ': airway management summary', 'notes/' || gen_random_uuid(), 'application/pdf', 'scale-note-' || i || '.pdf', 250000,
          i % 10 = 0, now() - make_interval(hours => i)
        from generate_series(0, ${v.notes - 1}) i;
      insert into contact_messages (name, email, message, handled_at, handled_by, created_at)
        select 'Visitor ' || i, 'visitor' || i || '@example.com', repeat('I have a question about the monthly plan and the quizzes. ', 4),
          case when i % 7 <> 0 then now() - make_interval(hours => i) end, case when i % 7 <> 0 then '${adminId}'::uuid end, now() - make_interval(hours => i + 2)
        from generate_series(0, ${v.messages - 1}) i;`,
    );
  });
  // Kept by the app as events happen; here rebuilt once from what was loaded (as the migration did).
  await step(
    "question counts, report aggregates",
    `
    update quizzes set question_count = (select count(*) from questions where questions.quiz_id = quizzes.id);
    delete from report_quiz_attempts;
    insert into report_quiz_attempts (quiz_id, attempts, passed)
      select quiz_id, count(*), count(*) filter (where total_marks > 0 and score >= total_marks * 0.5) from attempts where submitted_at is not null group by quiz_id;
    delete from report_payment_months;
    insert into report_payment_months (month, accepted, rejected, revenue_paisa)
      select to_char(date_trunc('month', created_at at time zone 'Asia/Karachi'), 'YYYY-MM'), count(*) filter (where status = 'ACCEPTED'),
        count(*) filter (where status = 'REJECTED'), coalesce(sum(amount_paisa) filter (where status = 'ACCEPTED'), 0)
      from payments where status <> 'PENDING' group by 1;`,
  );
  await step("vacuum analyze", "vacuum analyze");
  return { volumes: { ...v, answers: v.attempts * ANSWERED }, steps };
}
