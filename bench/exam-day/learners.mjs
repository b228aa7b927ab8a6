// Learners for bench/exam-day.mjs: rows straight into the database (no bcrypt logins), cookies
// minted with the app's secret exactly as it writes them, one attempt each started through the
// real API.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt"; // = @auth/core/jwt, as lib/auth/token.ts
import { fetchJsonRidingBusy, log } from "../lib.mjs";

const SESSION_COOKIE = "anaesprep.session"; // APP_URL is http: no __Secure- prefix (lib/auth/config.ts)
const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

/**
 * `count` learner accounts written straight into the database, each with one live server-side
 * session (lib/auth/sessions.ts) and its cookie minted with the app's secret, as a sign-in would.
 * Also bench/grand-test.mjs's candidates.
 */
export async function createAccounts({ db, authSecret, count }) {
  const run = randomUUID().slice(0, 8);
  // The hash is never checked: nobody logs in (cookies are minted below).
  const users = await db`
    insert into users ${db(Array.from({ length: count }, (_, i) => ({ email: `bench-${run}-${i}@bench.invalid`, name: `Bench Learner ${i + 1}`, password_hash: "$2b$10$benchbenchbenchbenchbenchbenchbenchbenchbenchbenchben" })))}
    returning id, email, name`;
  return signIn({ db, authSecret, users });
}

/**
 * One live server-side session for each of `users` (`{ id, email, name }`, learners), with its
 * cookie minted with the app's secret as a sign-in would (also bench/readiness-app.mjs).
 */
export async function signIn({ db, authSecret, users }) {
  const sessions = await db`
    insert into sessions ${db(users.map((user) => ({ user_id: user.id, expires_at: new Date(Date.now() + SESSION_MAX_AGE * 1000) })))}
    returning id, user_id`;
  const sessionOf = new Map(sessions.map((session) => [session.user_id, session.id]));
  return Promise.all(
    users.map(async (user) => ({
      userId: user.id,
      sessionId: sessionOf.get(user.id),
      cookie: `${SESSION_COOKIE}=${await encode({ token: { sub: user.id, email: user.email, name: user.name, isAdmin: false, sid: sessionOf.get(user.id) }, secret: authSecret, salt: SESSION_COOKIE, maxAge: SESSION_MAX_AGE })}`,
    })),
  );
}

export async function prepareLearners({ db, appUrl, authSecret, count }) {
  const t0 = Date.now();
  const quizzes = await db`select id from quizzes where deleted_at is null and kind = 'quiz' order by created_at, id`;
  if (quizzes.length === 0) throw new Error("no quizzes: the app did not seed the demo data");
  const accounts = await createAccounts({ db, authSecret, count });
  const payments = await db`
    insert into payments ${db(accounts.map((account) => ({ user_id: account.userId, is_monthly: true, amount_paisa: 50_000, transaction_id: `BENCH-${randomUUID()}`, proof_key: `proofs/bench-${randomUUID()}.png`, proof_content_type: "image/png", status: "ACCEPTED", decided_at: new Date() })))}
    returning id, user_id`;
  const now = Date.now();
  await db`
    insert into entitlements ${db(payments.map((payment) => ({ user_id: payment.user_id, subject_id: null, payment_id: payment.id, starts_at: new Date(now - 60_000), ends_at: new Date(now + 30 * 86_400_000) })))}`;
  const learners = accounts.map((account, index) => ({ ...account, quizId: quizzes[index % quizzes.length].id, cursor: 0 }));

  // Start one attempt each through the API, 10 at a time. Start is gated (docs/rules.md, "Shedding
  // load"): on a busy machine some are refused with 503 + Retry-After, and are sent again after it, as
  // the quiz screen does.
  let next = 0;
  let refused = 0;
  const startOne = async () => {
    while (next < learners.length) {
      const learner = learners[next++];
      const answer = await fetchJsonRidingBusy(`${appUrl}/api/quiz/start`, () => ({
        method: "POST",
        headers: { "content-type": "application/json", cookie: learner.cookie },
        body: JSON.stringify({ quizId: learner.quizId }),
      }));
      refused += answer.refused;
      if (!answer.ok || !answer.body?.data?.id)
        throw new Error(`POST /api/quiz/start answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      learner.attemptId = answer.body.data.id;
    }
  };
  await Promise.all(Array.from({ length: 10 }, startOne));
  if (refused > 0) log(`the load gate refused ${refused} of the starts at first (503); each was sent again after its Retry-After`);

  const rows = await db`
    select q.quiz_id, q.id as question_id, array_agg(o.id order by o.position) as option_ids
    from questions q join options o on o.question_id = q.id
    group by q.quiz_id, q.id, q.position order by q.quiz_id, q.position`;
  const questionsByQuiz = new Map();
  for (const row of rows) {
    if (!questionsByQuiz.has(row.quiz_id)) questionsByQuiz.set(row.quiz_id, []);
    questionsByQuiz.get(row.quiz_id).push({ id: row.question_id, optionIds: row.option_ids });
  }
  for (const learner of learners) learner.questions = questionsByQuiz.get(learner.quizId) ?? [];
  if (learners.some((learner) => learner.questions.length === 0)) throw new Error("a quiz without questions");
  log(
    `${count} learners ready (users, monthly-plan entitlements, cookies, one attempt each) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return learners;
}
