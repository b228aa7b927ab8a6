// The volume of bench/reviews.mjs in set-based statements: a bank of 20,000 questions (200 quizzes × 100),
// 20,000 learners with 250 cards each (5 million) due over the past and next weeks, and one heavy
// learner on the monthly plan with a card for every question (6,000 due now) and 50,000 reviews
// spread over 400 days.
import { log } from "../lib.mjs";

const LEARNERS = 20_000;
const CARDS_EACH = 250;

export async function seedReviews(sql) {
  log("seeding 20,000 questions");
  await sql`insert into subjects (name, price_paisa) select 'Review subject ' || i, 50000 from generate_series(1, 5) i`;
  await sql`insert into quizzes (subject_id, name, quiz_time_minutes)
    select (select id from subjects order by name offset (i % 5) limit 1), 'Review quiz ' || lpad(i::text, 3, '0'), 60 from generate_series(0, 199) i`;
  await sql`insert into questions (quiz_id, position, text) select z.id, p, 'Question ' || p || ' of ' || z.name from quizzes z, generate_series(1, 100) p`;
  await sql`insert into options (question_id, position, text, is_correct) select q.id, o, 'Option ' || o, o = 1 from questions q, generate_series(1, 4) o`;
  await sql`create temp table numbered as select id, row_number() over (order by id) - 1 as k from questions`;
  await sql`create index on numbered (k)`;

  log(`seeding ${LEARNERS} learners and ${LEARNERS * CARDS_EACH} cards`);
  await sql`insert into users (email, name, password_hash) select 'reviewer-' || i || '@bench.invalid', 'Reviewer ' || i, 'x' from generate_series(1, ${LEARNERS}) i`;
  await sql`create temp table learners as select id, row_number() over (order by id) as i from users where email like 'reviewer-%'`;
  // Learner i holds the questions (37 i + 80 g) mod 20,000, g < 250: 250 distinct ones.
  await sql`insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, reps, lapses, last_review)
    select l.id, n.id, now() + ((abs(hashtext(l.id::text || g::text)) % 336) - 48) * interval '1 hour', 3.5, 5.2, 2, 3, 0, 2, 3, 0, now() - interval '3 days'
    from learners l cross join generate_series(0, ${CARDS_EACH - 1}) g join numbered n on n.k = (l.i * 37 + g * 80) % 20000`;

  log("seeding the heavy learner: 20,000 cards, 50,000 reviews");
  const [heavy] = await sql`insert into users (email, name, password_hash, exam_date)
    values ('heavy-reviewer@bench.invalid', 'Heavy Reviewer', 'x', (now() + interval '94 days')::date) returning id`;
  const [payment] =
    await sql`insert into payments (user_id, is_monthly, amount_paisa, transaction_id, proof_key, proof_content_type, status)
    values (${heavy.id}, true, 500000, 'BENCH-REVIEWS-1', 'proofs/00000000-0000-4000-8000-000000000002', 'image/png', 'ACCEPTED') returning id`;
  await sql`insert into entitlements (user_id, subject_id, payment_id, starts_at, ends_at)
    values (${heavy.id}, null, ${payment.id}, now() - interval '1 day', now() + interval '29 days')`;
  await sql`insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, reps, lapses, last_review)
    select ${heavy.id}, n.id, case when n.k % 10 < 3 then now() - (n.k % 97) * interval '1 hour' else now() + (n.k % 60) * interval '1 day' end,
      10, 5, 5, 10, 0, 2, 4, 1, now() - interval '10 days'
    from numbered n`;
  await sql`insert into answered_questions (user_id, question_id) select ${heavy.id}, id from numbered where k < 15000`;
  await sql`insert into review_logs (user_id, question_id, source, source_id, rating, reviewed_at, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, state)
    select ${heavy.id}, n.id, 'review', gen_random_uuid(), 1 + (g % 4), now() - (g % 400) * interval '1 day' - (g % 13) * interval '1 hour',
      now(), 3, 5, 1, 1, 1, 0, case when g < 20000 then 0 else 2 end
    from generate_series(0, 49999) g join numbered n on n.k = g % 20000`;
  // A settled database, as autovacuum leaves it: statistics and visibility maps (index-only scans).
  await sql`vacuum analyze`;
  const [counts] = await sql`select (select count(*) from review_cards)::int as cards,
    (select count(*) from review_cards where user_id = ${heavy.id} and due <= now())::int as "heavyDue"`;
  return {
    learners: LEARNERS + 1,
    cards: counts.cards,
    heavyId: heavy.id,
    heavyCards: 20_000,
    heavyDue: counts.heavyDue,
    heavyLogs: 50_000,
  };
}
