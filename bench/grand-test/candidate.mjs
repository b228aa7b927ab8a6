// One candidate of bench/grand-test.mjs: start at their moment, fetch the paper (with their marks on
// it, one request, as the quiz screen does), answer every question with think time, end (or leave
// it open, for the finalisation to end). With `marks`, each answer is preceded by a strike of
// another option, every other stem is highlighted, and the paper is opened again before the end
// (a reload: the paper with its 100 strikes and 50 highlights, one request). Every request is
// timed into `stats`; every acknowledged answer goes into the exam-day ledger (exam-day/load.mjs).
// A 503 (the load gate's refusal, docs/rules.md "Shedding load") is sent again after its
// Retry-After, as the quiz screen does (bench/lib.mjs, ridingOutBusy): the accepted requests are timed in
// `stats[kind]`, the refused ones counted in `stats.refused`, and the wait from the first send to
// the accepted answer in `stats[kind + "Wait"]`. With `retryCut` (bench/instances.mjs: a proxy in
// front, an instance restarting), a request cut off (no answer, a 502 or 504 of the proxy) is sent
// again too, as the quiz screen does with any 5xx or network failure (client/answer-queue.ts), and
// counted in `stats.cut`.

import { retryAfterOf, ridingOutBusy } from "../lib.mjs";
import { sendJson } from "./http-json.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Exponential think time with this mean, at most 5× the mean (as exam-day's paced learners). */
const think = (meanMs) => Math.min(5 * meanMs, -Math.log(1 - Math.random()) * meanMs);

export function newStats() {
  return {
    start: [],
    startDuringBurst: [],
    paper: [],
    markSave: [],
    reopenMarks: [],
    answer: [],
    answerDuringBurst: [],
    end: [],
    startWait: [],
    paperWait: [],
    answerWait: [],
    refused: { start: 0, paper: 0, markSave: 0, reopenMarks: 0, answer: 0, end: 0 },
    cut: { start: 0, paper: 0, markSave: 0, reopenMarks: 0, answer: 0, end: 0 },
    /** Per candidate: from the first press of Start to the paper received, every retry included. */
    startToPaper: [],
    refusedMs: [],
    answeredAt: [],
    errors: new Map(),
  };
}

/** Sends until the answer is not a 503, waiting as the quiz screen does (bench/lib.mjs, ridingOutBusy); at most `giveUpMs` in all. */
async function untilAccepted(stats, kind, url, makeInit, options = {}, giveUpMs = 600_000) {
  const t0 = performance.now();
  const answer = await ridingOutBusy(() => timed(stats, kind, url, makeInit(), options), { budgetMs: giveUpMs });
  if (answer.ok) stats[`${kind}Wait`]?.push(performance.now() - t0);
  return answer;
}

/** With `retryCut`, a request cut off answers as a 503 that names no wait: sent again after the client's backoff. */
const CUT = { ok: false, status: 503, body: null, retryAfterSeconds: 0 };

async function timed(stats, kind, url, init, { inBurst = false, timeoutMs = 30_000, retryCut = false } = {}) {
  const t0 = performance.now();
  try {
    const response = await sendJson(url, { ...init, timeoutMs });
    const body = response.body;
    const ms = performance.now() - t0;
    if (retryCut && (response.status === 502 || response.status === 504)) {
      stats.cut[kind] += 1;
      return CUT;
    }
    if (response.status === 503) {
      stats.refused[kind] += 1;
      stats.refusedMs.push(ms);
      return { ok: false, status: 503, body, retryAfterSeconds: retryAfterOf(response, body) };
    }
    stats[kind].push(ms);
    const ok = response.status >= 200 && response.status < 300 && body !== null;
    if (kind === "answer" && ok) stats.answeredAt.push(performance.now());
    if (inBurst && stats[`${kind}DuringBurst`]) stats[`${kind}DuringBurst`].push(ms);
    // A body that does not arrive whole (the timeout fires while it is read) rejects: a failure too.
    if (!ok) stats.errors.set(`${kind} ${response.status}`, (stats.errors.get(`${kind} ${response.status}`) ?? 0) + 1);
    return { ok, status: response.status, body };
  } catch (error) {
    if (retryCut) {
      stats.cut[kind] += 1;
      return CUT;
    }
    const key = `${kind} ${error?.name ?? "error"}${error?.code ? ` (${error.code})` : ""}`;
    stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
    return { ok: false, status: 0, body: null };
  }
}

/** Runs one candidate's paper from `startAt` (epoch ms) on, answering its first `answers` questions; `burstEndsAt`: when the last start is due. */
export async function sitPaper({
  appUrl,
  candidate,
  quizId,
  startAt,
  burstEndsAt,
  thinkMeanMs,
  answers,
  leaveOpen,
  marks,
  stats,
  ledger,
  retryCut = false,
}) {
  const headers = { "content-type": "application/json", cookie: candidate.cookie };
  await sleep(startAt - Date.now());
  const pressed = performance.now();
  const started = await untilAccepted(
    stats,
    "start",
    `${appUrl}/api/quiz/start`,
    () => ({ method: "POST", headers, body: JSON.stringify({ quizId }) }),
    { inBurst: true, retryCut },
  );
  if (!started.ok) return;
  const attemptId = started.body.data.id;
  candidate.attemptId = attemptId;
  const paperUrl = `${appUrl}/api/quiz/quiz-attempt/${attemptId}`;
  // The paper carries the learner's marks on it, as the screen reads them.
  const paper = await untilAccepted(stats, "paper", paperUrl, () => ({ headers }), { retryCut });
  if (!paper.ok) return;
  stats.startToPaper.push(performance.now() - pressed);
  const answered = paper.body.data.quiz.questions.slice(0, answers);
  const paperRef = { kind: "attempt", id: attemptId };
  for (const [index, question] of answered.entries()) {
    await sleep(think(thinkMeanMs));
    const option = question.optionsList[Math.floor(Math.random() * question.optionsList.length)].id;
    if (marks) {
      const other = question.optionsList.find((item) => item.id !== option).id;
      await saveMark(stats, `${appUrl}/api/marks/strike`, headers, {
        paper: paperRef,
        questionId: question.id,
        optionId: other,
        struck: true,
      });
      if (index % 2 === 0)
        await saveMark(stats, `${appUrl}/api/marks/highlights`, headers, {
          paper: paperRef,
          questionId: question.id,
          ranges: [{ start: 0, end: 5 }],
        });
    }
    const key = `${attemptId}|${question.id}`;
    const body = JSON.stringify({ quizAttemptId: attemptId, questionId: question.id, optionId: option });
    const saved = await untilAccepted(stats, "answer", `${appUrl}/api/quiz/submit`, () => ({ method: "POST", headers, body }), {
      inBurst: Date.now() <= burstEndsAt,
      retryCut,
    });
    if (saved.ok) {
      ledger.lastAck.set(key, option);
      ledger.acked++;
    } else {
      if (!ledger.doubt.has(key)) ledger.doubt.set(key, new Set());
      ledger.doubt.get(key).add(option);
    }
  }
  if (marks) {
    // A reload before the end: the paper again, with every strike and highlight in the same answer.
    const reopened = await untilAccepted(stats, "reopenMarks", paperUrl, () => ({ headers }), { retryCut });
    const strikes = Object.keys(reopened.body?.data?.marks?.strikes ?? {}).length;
    const highlights = Object.keys(reopened.body?.data?.marks?.highlights ?? {}).length;
    if (reopened.ok && (strikes !== answered.length || highlights !== Math.ceil(answered.length / 2)))
      stats.errors.set("marks not all back", (stats.errors.get("marks not all back") ?? 0) + 1);
  }
  if (!leaveOpen) {
    const body = JSON.stringify({ quizAttemptId: attemptId });
    await untilAccepted(stats, "end", `${appUrl}/api/quiz/end`, () => ({ method: "POST", headers, body }), { retryCut });
  }
}

/** A strike or a highlight saved as the screen's queue sends it: ridden out through 503s, timed as `markSave`. */
async function saveMark(stats, url, headers, payload) {
  const body = JSON.stringify(payload);
  await untilAccepted(stats, "markSave", url, () => ({ method: "POST", headers, body }));
}
