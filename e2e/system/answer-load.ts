/**
 * Learners answering under a fault (a killed server, a database away): each learner answers in a
 * loop, one request at a time, round its first few questions with a random option each time, so
 * later answers overwrite earlier ones. Every request's outcome is kept, and `storedAsAcknowledged`
 * checks what the server stored against them.
 */
import { expect } from "@playwright/test";
import { sleep, type AppServer } from "../support/servers";
import { describeReply, NetworkError, type Reply } from "./api";
import { approvePayment, attemptState, orderMonthlyPlan, savedChoices, startAttempt, type AttemptState, type Learner } from "./flows";
import type { Session } from "./api";

/** Questions each learner keeps answering: few, so that answers get overwritten. */
const ANSWERED_QUESTIONS = 3;
const SUBMIT_TIMEOUT_MS = 10_000;

/** acked: 200. refused: a 4xx, nothing written. unknown: a 5xx or a cut connection, written or not. */
export type Outcome = "acked" | "refused" | "unknown" | "never-sent";
export type Sent = {
  seq: number;
  questionId: string;
  optionId: string;
  server: string;
  sentAt: number;
  doneAt?: number;
  outcome?: Outcome;
  reply?: Reply;
  detail?: string;
};
export type Runner = { learner: Learner; state: AttemptState; sent: Sent[] };

/** Learners who own every subject (approved by `admin`), each with an attempt of a quiz that has questions. */
export async function learnersWithAttempts(server: AppServer, admin: Session, learners: Learner[]): Promise<Runner[]> {
  for (const learner of learners) await approvePayment(admin, server, await orderMonthlyPlan(learner, server));
  const allowed = await learners[0]!.session.get(server, "/api/quiz/allowed");
  if (allowed.status !== 200) throw new Error(`allowed quizzes: ${describeReply(allowed)}`);
  const quizIds = (allowed.json.data as { id: string; totalQuestions: number }[])
    .filter((quiz) => quiz.totalQuestions > 0)
    .map((quiz) => quiz.id);
  if (quizIds.length === 0) throw new Error("no quiz with questions to answer");
  return Promise.all(
    learners.map(async (learner, i) => ({
      learner,
      state: await startAttempt(learner.session, server, quizIds[i % quizIds.length]!),
      sent: [],
    })),
  );
}

export type AnswerLoad = {
  /** Resolves when every loop has ended, after `stop()`. */
  done: Promise<void>;
  stop(): void;
  inFlight(): number;
  acked(): number;
  /** At least `total` acknowledged, and one per learner. */
  underWay(total: number): boolean;
};

/**
 * Starts every runner's loop. `serverFor(turn)` picks the instance of each request; a request
 * that is not acknowledged is followed by a pause, so a dead server is not hammered.
 */
export function startAnswerLoad(
  runners: Runner[],
  serverFor: (turn: number) => AppServer,
  options: { busyRetry?: boolean } = {},
): AnswerLoad {
  let stopped = false;
  let inFlight = 0;
  let seq = 0;
  const loop = async ({ learner, state, sent }: Runner) => {
    const answered = state.quiz.questions.slice(0, ANSWERED_QUESTIONS);
    for (let turn = 0; !stopped; turn++) {
      const question = answered[turn % answered.length]!;
      const option = question.optionsList[Math.floor(Math.random() * question.optionsList.length)]!;
      const server = serverFor(turn);
      const entry: Sent = { seq: seq++, questionId: question.id, optionId: option.id, server: server.name, sentAt: performance.now() };
      sent.push(entry);
      inFlight++;
      try {
        const reply = await learner.session.post(
          server,
          "/api/quiz/submit",
          { quizAttemptId: state.id, questionId: question.id, optionId: option.id },
          { timeoutMs: SUBMIT_TIMEOUT_MS, busyRetry: options.busyRetry },
        );
        entry.reply = reply;
        entry.outcome = reply.status === 200 ? "acked" : reply.status >= 400 && reply.status < 500 ? "refused" : "unknown";
        if (reply.status !== 200) entry.detail = describeReply(reply);
      } catch (error) {
        entry.outcome = error instanceof NetworkError && error.neverSent ? "never-sent" : "unknown";
        entry.detail = error instanceof Error ? error.message : String(error);
      } finally {
        inFlight--;
        entry.doneAt = performance.now();
      }
      if (entry.outcome !== "acked") await sleep(20);
    }
  };
  const ackedOf = (runner: Runner) => runner.sent.filter((entry) => entry.outcome === "acked").length;
  const acked = () => runners.reduce((sum, runner) => sum + ackedOf(runner), 0);
  const done = Promise.all(runners.map(loop)).then(() => undefined);
  return {
    done,
    stop: () => void (stopped = true),
    inFlight: () => inFlight,
    acked,
    underWay: (total) => acked() >= total && runners.every((runner) => ackedOf(runner) > 0),
  };
}

/**
 * What must be stored for each question a runner answered: its last acknowledged option, or one
 * sent after it whose fate is unknown (in flight at the fault). Answers the problems found and how
 * many answers were in doubt.
 */
function storedAsAcknowledged({ learner, sent }: Runner, stored: Record<string, string>): { problems: string[]; ambiguous: number } {
  const problems: string[] = [];
  let ambiguous = 0;
  const sentQuestions = new Set(sent.map((entry) => entry.questionId));
  for (const questionId of Object.keys(stored)) {
    if (!sentQuestions.has(questionId)) problems.push(`${learner.email}: question ${questionId} stored but never answered`);
  }
  for (const questionId of sentQuestions) {
    const history = sent.filter((entry) => entry.questionId === questionId);
    const lastAck = history.findLast((entry) => entry.outcome === "acked");
    const maybe = history.filter((entry) => entry.outcome === "unknown" && entry.seq > (lastAck?.seq ?? -1)).map((entry) => entry.optionId);
    ambiguous += maybe.length;
    const allowed = new Set<string | undefined>([...(lastAck ? [lastAck.optionId] : [undefined]), ...maybe]);
    if (!allowed.has(stored[questionId])) {
      problems.push(
        `${learner.email}: question ${questionId} stored ${stored[questionId] ?? "nothing"}, expected ${lastAck ? `the acknowledged ${lastAck.optionId}` : "nothing"}${maybe.length ? ` or an in-flight ${maybe.join("/")}` : ""}`,
      );
    }
  }
  return { problems, ambiguous };
}

/** Each runner's stored answers, read on `server`, checked against what was acknowledged. */
export async function readStoredAnswers(runners: Runner[], server: AppServer) {
  const stored = await Promise.all(
    runners.map(async (runner) => savedChoices(await attemptState(runner.learner.session, server, runner.state.id))),
  );
  const checks = runners.map((runner, i) => storedAsAcknowledged(runner, stored[i]!));
  return {
    stored,
    problems: checks.flatMap((check) => check.problems),
    ambiguous: checks.reduce((sum, check) => sum + check.ambiguous, 0),
  };
}

/** Acknowledged answers' latency percentiles, in ms. */
export function ackLatency(runners: Runner[]) {
  const latencies = runners
    .flatMap((runner) => runner.sent.filter((entry) => entry.outcome === "acked").map((entry) => entry.doneAt! - entry.sentAt))
    .sort((x, y) => x - y);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  return { p50: percentile(50), p95: percentile(95), max: percentile(100) };
}

/** One more answer and the end of the runner's attempt on `server`: its result counts what is `stored`, and the review shows it. */
export async function answerAgainAndFinish({ learner, state }: Runner, server: AppServer, stored: Record<string, string>) {
  const question = state.quiz.questions[0]!;
  const answer = await learner.session.post(server, "/api/quiz/submit", {
    quizAttemptId: state.id,
    questionId: question.id,
    optionId: question.optionsList[0]!.id,
  });
  expect(answer.status, `answer on ${server.name} after the fault: ${describeReply(answer)}`).toBe(200);
  const expected = { ...stored, [question.id]: question.optionsList[0]!.id };

  const ended = await learner.session.post(server, "/api/quiz/end", { quizAttemptId: state.id });
  expect(ended.status, `end ${state.id}: ${describeReply(ended)}`).toBe(200);
  expect(ended.json.data).toMatchObject({
    quizAttemptId: state.id,
    totalAttempts: Object.keys(expected).length,
    totalQuestions: state.quiz.questions.length,
  });
  const review = await learner.session.get(server, `/api/quiz/result/${state.id}`);
  expect(review.status, describeReply(review)).toBe(200);
  expect(review.json.data.choices).toEqual(expected);
  expect(review.json.data.result.score).toBe(ended.json.data.score);
}
