// The grand-test day's paper and its close, shared by bench/grand-test.mjs (one instance) and
// bench/instances.mjs (several behind nginx): the paper written in SQL, then the close, the results
// read at their due instant and timed until the closing job opens them.
import { fetchJsonRidingBusy, log } from "../lib.mjs";

/**
 * Closes the test (SQL); at the instant its results are due, reads them once (the job is running:
 * a 503 that must come at once), then times how long the closing job takes to open them (the
 * bench's own connection sees its commit) and the first and next reads after that.
 */
export async function closeAndRead(db, appUrl, candidates, quizId) {
  // Closes a poll interval of the closing job from now (lib/grand-tests/closer-worker.ts), so that the
  // job's own timer fires at the close plus grace; the first read comes at that instant.
  const [{ dueInMs }] = await db`
      update quizzes set closes_at = now() + interval '31 seconds' where id = ${quizId}
      returning extract(epoch from (closes_at + interval '5 seconds' - now())) * 1000 as "dueInMs"`;
  // Open attempts get the deadline a start under that close would have given them (no extra time here):
  // a deadline past the close would hold the results back (docs/rules.md, "Extra time").
  await db`update attempts set deadline = least(deadline, (select closes_at from quizzes where id = ${quizId})) where quiz_id = ${quizId}`;
  log(`the grand test closes; results are due in ${Math.round(dueInMs / 1000)} s`);
  await new Promise((resolve) => setTimeout(resolve, Number(dueInMs)));
  const due = performance.now();
  const candidate = candidates[candidates.length - 1];
  const atDue = await readOnce(appUrl, candidate, quizId);
  const openedMs = await resultsOpened(db, quizId, due);
  const first = await readResults(appUrl, candidate, quizId);
  const next = await readResults(appUrl, candidate, quizId);
  return {
    atDueStatus: atDue.status,
    atDueMs: atDue.ms,
    openedMs,
    firstMs: first.ms,
    nextMs: next.ms,
    answeredParticipants: first.participants,
  };
}

/** How long after `due` (performance.now()) the closing job's commit shows the results open; bounded. */
async function resultsOpened(db, quizId, due, timeoutMs = 60_000) {
  while (performance.now() - due < timeoutMs) {
    const [{ open }] = await db`select results_at is not null as open from quizzes where id = ${quizId}`;
    if (open) return performance.now() - due;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the closing job did not open the results within ${timeoutMs / 1000} s of their due instant`);
}

/** A registered grand test of `questions` questions (4 options, the first right), 3 hours, opening later. */
export async function createPaper(db, questions) {
  const [subject] = await db`select id from subjects order by name limit 1`;
  const [quiz] = await db`
    insert into quizzes (subject_id, name, description, quiz_time_minutes, each_question_marks, kind, opens_at, closes_at, access)
    values (${subject.id}, ${`Bench grand test ${Date.now()}`}, 'Load test paper', 180, 1, 'grand_test', now() + interval '1 day', now() + interval '2 days', 'registered')
    returning id`;
  await db`
    with q as (
      insert into questions (quiz_id, position, text)
      select ${quiz.id}, n, 'Bench question ' || n from generate_series(1, ${questions}) n returning id)
    insert into options (question_id, position, text, is_correct)
    select q.id, k, 'Option ' || k, k = 1 from q cross join generate_series(1, 4) k`;
  await db`update quizzes set closes_at = now() + interval '1 day' + interval '3 hours' where id = ${quiz.id}`;
  return quiz.id;
}

/** One results read as sent, timed from the client: any status (a 503 while the closing job runs). */
async function readOnce(appUrl, candidate, quizId) {
  const t0 = performance.now();
  const response = await fetch(`${appUrl}/api/grand-tests/${quizId}/results`, {
    headers: { cookie: candidate.cookie },
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - t0 };
}

/** A results read that rides out 503 + Retry-After as the client does (bench/lib.mjs), timed from the client. */
async function readResults(appUrl, candidate, quizId) {
  const t0 = performance.now();
  const answer = await fetchJsonRidingBusy(`${appUrl}/api/grand-tests/${quizId}/results`, () => ({
    headers: { cookie: candidate.cookie },
  }));
  if (!answer.ok) throw new Error(`results answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ms: performance.now() - t0, participants: answer.body.data.participants };
}
