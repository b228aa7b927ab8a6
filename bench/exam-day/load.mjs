// The load of bench/exam-day.mjs: learners answering at saturation (autocannon) or paced (think
// times), a ledger of what each server acknowledged, and the check of it against the database.
import http from "node:http";
import autocannon from "autocannon";

/**
 * What a target's requests are. `submit` saves answers (checked against the database afterwards);
 * the two others are refusals the app must answer with `expect`, to split the app's cost.
 */
export const VARIANTS = {
  submit: { expect: null },
  "no-session": { expect: 401 }, // no cookie: the server front + handler wrapper + JSON error
  "bad-body": { expect: 400 }, // cookie + `{}`: + decode, body read, zod error, learner re-read
};

/** Drives one window of load: paced when `thinkMs` > 0, else saturation. Resolves with the stats. */
export function drive(options) {
  return options.thinkMs > 0 ? pace(options) : saturate(options);
}

/**
 * Tracks, per (attempt, question), the option of the last acknowledged (2xx) request and every
 * option whose fate is unknown (no answer, socket error, timeout, non-2xx, or still in flight at
 * the end): the stored option must be the last acknowledged one, or one of those in doubt.
 */
export function newLedger() {
  return { lastAck: new Map(), doubt: new Map(), acked: 0 };
}

function addDoubt(ledger, pending) {
  if (!ledger.doubt.has(pending.key)) ledger.doubt.set(pending.key, new Set());
  ledger.doubt.get(pending.key).add(pending.optionId);
}

/** The learner's next request: next question (cycling), a random option of it. */
function nextRequest(learner, variant) {
  const question = learner.questions[learner.cursor++ % learner.questions.length];
  const optionId = question.optionIds[Math.floor(Math.random() * question.optionIds.length)];
  const headers = { "content-type": "application/json", "x-user-id": learner.userId, "x-session-id": learner.sessionId };
  if (variant !== "no-session") headers.cookie = learner.cookie;
  const body = variant === "bad-body" ? "{}" : JSON.stringify({ quizAttemptId: learner.attemptId, questionId: question.id, optionId });
  return { headers, body, pending: variant === "submit" ? { key: `${learner.attemptId}|${question.id}`, optionId } : null };
}

/** Counts a response; for saved answers, records the acknowledgement or the doubt. */
function settle(ledger, stats, variant, pending, status) {
  const expected = VARIANTS[variant].expect;
  const good = expected === null ? status >= 200 && status < 300 : status === expected;
  if (good) stats.ok++;
  else stats.bad++;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  if (!pending) return;
  if (status >= 200 && status < 300) {
    ledger.lastAck.set(pending.key, pending.optionId);
    ledger.acked++;
  } else addDoubt(ledger, pending);
}

function newStats() {
  return { ok: 0, bad: 0, socketErrors: 0, timeouts: 0, statuses: new Map(), latencies: [], duration: 0 };
}

/**
 * Saturation: autocannon, one connection per learner, pipelining 1 (each learner waits for the
 * answer, then sends the next at once). With one request in flight per connection, a response
 * belongs to the request built just before it; a request built while the previous one is
 * unresolved means that one was lost to a timeout or a socket error.
 */
function saturate({ url, learners, seconds, ledger, variant, timeoutS }) {
  return new Promise((resolve, reject) => {
    const stats = newStats();
    const states = [];
    let assigned = 0;
    const instance = autocannon(
      {
        url: `${url}/api/quiz/submit`,
        method: "POST",
        connections: learners.length,
        pipelining: 1,
        duration: seconds,
        timeout: timeoutS,
        setupClient(client) {
          const learner = learners[assigned++ % learners.length];
          const state = { pending: null, waiting: false };
          states.push(state);
          client.setRequests([
            {
              method: "POST",
              path: "/api/quiz/submit",
              setupRequest(request) {
                if (state.waiting && state.pending) addDoubt(ledger, state.pending);
                const next = nextRequest(learner, variant);
                state.pending = next.pending;
                state.waiting = true;
                return { ...request, headers: { ...request.headers, ...next.headers }, body: next.body };
              },
              onResponse(status) {
                state.waiting = false;
                settle(ledger, stats, variant, state.pending, status);
                state.pending = null;
              },
            },
          ]);
        },
      },
      (error, result) => {
        for (const state of states) if (state.waiting && state.pending) addDoubt(ledger, state.pending); // in flight at the stop
        if (error) return reject(error);
        stats.socketErrors = result.errors;
        stats.timeouts = result.timeouts;
        stats.duration = result.duration;
        resolve(stats);
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => stats.latencies.push(responseTime));
  });
}

/**
 * Paced learners (--think): each learner, on its own keep-alive connection, sends an answer,
 * waits for the reply, thinks (exponential, mean thinkMs, at most 5× the mean), and goes on,
 * until the time is up; starts are spread over one think time. Bounded by time and by the
 * request timeout.
 */
async function pace({ url, learners, seconds, ledger, variant, timeoutS, thinkMs }) {
  const stats = newStats();
  const { hostname, port } = new URL(url);
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, deadline - Date.now()))));
  const think = () => Math.min(5 * thinkMs, -Math.log(1 - Math.random()) * thinkMs);
  const send = (agent, next) =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint();
      let done = false;
      const failed = (error) => {
        if (done) return;
        done = true;
        if (error?.code === "BENCH_TIMEOUT") stats.timeouts++;
        stats.socketErrors++;
        if (next.pending) addDoubt(ledger, next.pending);
        resolve();
      };
      const request = http.request(
        {
          host: hostname,
          port,
          method: "POST",
          path: "/api/quiz/submit",
          agent,
          headers: { ...next.headers, "content-length": Buffer.byteLength(next.body) },
          timeout: timeoutS * 1000,
        },
        (response) => {
          response.on("error", failed);
          response.on("end", () => {
            if (done) return;
            done = true;
            stats.latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            settle(ledger, stats, variant, next.pending, response.statusCode);
            resolve();
          });
          response.resume();
        },
      );
      request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "BENCH_TIMEOUT" })));
      request.on("error", failed);
      request.end(next.body);
    });
  const agents = [];
  await Promise.all(
    learners.map(async (learner) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      await sleep(Math.random() * thinkMs);
      while (Date.now() < deadline) {
        await send(agent, nextRequest(learner, variant));
        await sleep(think());
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  stats.duration = (Date.now() - started) / 1000;
  return stats;
}

/** Compares the stored answers with the ledger: lost = an acknowledged answer not stored as sent. */
export async function verify(db, attemptIds, ledger) {
  const rows = await db`select attempt_id, question_id, option_id from answers where attempt_id = any(${attemptIds}::uuid[])`;
  const stored = new Map(rows.map((row) => [`${row.attempt_id}|${row.question_id}`, row.option_id]));
  let lost = 0;
  let matched = 0;
  let inDoubt = 0;
  for (const [key, optionId] of ledger.lastAck) {
    const value = stored.get(key);
    if (value === optionId) matched++;
    else if (value !== undefined && ledger.doubt.get(key)?.has(value)) inDoubt++;
    else lost++;
  }
  return { ackedRequests: ledger.acked, ackedKeys: ledger.lastAck.size, storedRows: rows.length, matched, inDoubt, lost };
}
