-- Seed for measuring GET /api/plan (docs/benchmarks.md, "Study plan"): run on an empty, migrated
-- PostgreSQL database. Learner 00000000-0000-4000-8000-000000000000 has 20,000 cards, 54,600 review
-- logs and a 201-day streak among 300 other learners (654,600 logs, 200,000 cards, 936,400 answers).
-- Bench data for the plan: 10 subjects × 20 quizzes × 150 questions; learner L holds 8 subjects.
insert into users (id, email, name, phone, password_hash)
  select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'bench' || g || '@x.test', 'Bench ' || g, '03001234567', 'x'
  from generate_series(0, 300) g;
insert into subjects (id, name, price_paisa) select ('10000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'S' || g, 100 from generate_series(1, 10) g;
insert into quizzes (id, subject_id, name)
  select ('20000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('10000000-0000-4000-8000-' || lpad((1 + (g - 1) / 20)::text, 12, '0'))::uuid, 'Q' || g
  from generate_series(1, 200) g;
insert into questions (id, quiz_id, position, text)
  select ('30000000-0000-4000-8000-' || lpad((q * 1000 + p)::text, 12, '0'))::uuid, ('20000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid, p, 'text'
  from generate_series(1, 200) q, generate_series(1, 150) p;
insert into options (id, question_id, position, text)
  select ('40000000-0000-4000-8000-' || substr(id::text, 25))::uuid, id, 1, 'o' from questions;
-- Entitlements: L (user 0) holds subjects 1–8; each other user one subject.
insert into payments (id, user_id, amount_paisa, transaction_id, proof_key, proof_content_type, status)
  select ('50000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 100, 'T' || g, 'proofs/x', 'image/png', 'ACCEPTED'
  from generate_series(0, 300) g;
insert into entitlements (user_id, subject_id, payment_id, starts_at, ends_at)
  select '00000000-0000-4000-8000-000000000000', ('10000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, '50000000-0000-4000-8000-000000000000', now() - interval '10 days', now() + interval '20 days'
  from generate_series(1, 8) s;
insert into entitlements (user_id, subject_id, payment_id, starts_at, ends_at)
  select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ('10000000-0000-4000-8000-' || lpad((1 + g % 10)::text, 12, '0'))::uuid,
    ('50000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, now() - interval '10 days', now() + interval '20 days'
  from generate_series(1, 300) g;
-- L: one ended attempt a day for a year (none 201 days ago: the streak is 200), on quiz (d mod 160) + 1,
-- 100 of its 150 questions answered; a review log for each of the 150.
insert into attempts (id, user_id, quiz_id, entitlement_id, started_at, submitted_at)
  select ('60000000-0000-4000-8000-' || lpad(d::text, 12, '0'))::uuid, '00000000-0000-4000-8000-000000000000',
    ('20000000-0000-4000-8000-' || lpad((d % 160 + 1)::text, 12, '0'))::uuid,
    (select e.id from entitlements e where e.user_id = '00000000-0000-4000-8000-000000000000'
      and e.subject_id = ('10000000-0000-4000-8000-' || lpad((1 + (d % 160) / 20)::text, 12, '0'))::uuid),
    date_trunc('day', now()) - make_interval(days => d) + interval '7 hours', date_trunc('day', now()) - make_interval(days => d) + interval '8 hours'
  from generate_series(0, 364) d where d <> 201;
insert into answers (attempt_id, question_id, option_id, answered_at)
  select a.id, q.id, ('40000000-0000-4000-8000-' || substr(q.id::text, 25))::uuid, a.started_at + interval '30 minutes'
  from attempts a join questions q on q.quiz_id = a.quiz_id and q.position <= 100
  where a.user_id = '00000000-0000-4000-8000-000000000000';
insert into review_logs (user_id, question_id, source, source_id, rating, reviewed_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, last_elapsed_days)
  select a.user_id, q.id, 'quiz', a.id, 3, a.submitted_at, a.submitted_at, 1, 5, 0, 0, 0, case when random() < 0.5 then 0 else 2 end, 0
  from attempts a join questions q on q.quiz_id = a.quiz_id
  where a.user_id = '00000000-0000-4000-8000-000000000000';
insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, reps, lapses)
  select '00000000-0000-4000-8000-000000000000', id, now() + (random() * 110 - 20) * interval '1 day', 1, 5, 0, 0, 0, 2, 1, 0
  from (select distinct question_id as id from review_logs where user_id = '00000000-0000-4000-8000-000000000000' limit 20000) q;
-- 300 other learners: 2,000 logs and cards each.
insert into review_logs (user_id, question_id, source, source_id, rating, reviewed_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, last_elapsed_days)
  select u.id, ('30000000-0000-4000-8000-' || lpad(((1 + (u.n * 7 + k) % 200) * 1000 + 1 + k % 150)::text, 12, '0'))::uuid, 'tutor', gen_random_uuid(), 3,
    now() - random() * interval '200 days', now(), 1, 5, 0, 0, 0, 0, 0
  from (select id, row_number() over () as n from users where email <> 'bench0@x.test') u, generate_series(1, 2000) k;
insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, reps, lapses)
  select distinct on (user_id, question_id) user_id, question_id, now() + (random() * 110 - 20) * interval '1 day', 1, 5, 0, 0, 0, 2, 1, 0
  from review_logs where user_id <> '00000000-0000-4000-8000-000000000000';
-- Other learners' attempts and answers: 300 × 20 attempts × 150 answers.
insert into attempts (id, user_id, quiz_id, entitlement_id, started_at, submitted_at)
  select gen_random_uuid(), e.user_id, ('20000000-0000-4000-8000-' || lpad(((substr(e.subject_id::text, 25)::int - 1) * 20 + k)::text, 12, '0'))::uuid, e.id,
    now() - make_interval(days => k), now() - make_interval(days => k) + interval '1 hour'
  from entitlements e, generate_series(1, 20) k where e.user_id <> '00000000-0000-4000-8000-000000000000';
insert into answers (attempt_id, question_id, option_id, answered_at)
  select a.id, q.id, ('40000000-0000-4000-8000-' || substr(q.id::text, 25))::uuid, a.started_at
  from attempts a join questions q on q.quiz_id = a.quiz_id
  where a.user_id <> '00000000-0000-4000-8000-000000000000';
analyze;
