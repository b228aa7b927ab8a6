/**
 * The load gate on the exam-day hot paths (docs/rules.md, "Shedding load"): with every slot taken,
 * Start, the paper and the answer save (through the Route Handler and through the production
 * front alike, one gate for both) answer a fast 503 with Retry-After and change nothing; health is
 * never gated; once a slot is free they work again.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as paperRoute } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { POST as startRoute } from "@/app/api/quiz/start/route";
import { POST as submitRoute } from "@/app/api/quiz/submit/route";
import { getDb } from "@/db/client";
import { answers, attempts } from "@/db/schema";
import { createFront } from "@/server/front";
import { ADMITTED_HEADER, requireFrontToken } from "@/lib/api/front-proof";
import { BUSY_MESSAGE, createLoadGate, installLoadGate, type LoadGateSettings } from "@/lib/api/load-gate";
import { startAttempt } from "@/lib/sittings/start";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/** Installs a small gate as the process's one gate and takes all its slots; `release` frees them. */
function fullGate(settings: Partial<LoadGateSettings> = {}) {
  const gate = createLoadGate({
    concurrency: 1,
    queueLength: 0,
    queueDeadlineMs: 50,
    retryAfterSeconds: 1,
    bodyDeadlineMs: 5000,
    ...settings,
  });
  installLoadGate(gate);
  let release = () => {};
  const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
  return { gate, release: () => (release(), held) };
}
afterEach(() => installLoadGate());

/** What "Next.js" does behind the test's front: by default, nothing found. */
let nextStub: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_request, response) =>
  void response.writeHead(404).end();
afterEach(() => {
  nextStub = (_request, response) => void response.writeHead(404).end();
});

let front: http.Server;
let base: string;
beforeAll(async () => {
  front = http.createServer(createFront((request, response) => nextStub(request, response)));
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

async function throughFront(cookie: string, body: unknown) {
  const response = await fetch(`${base}/api/quiz/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

async function setting() {
  const subject = await makeSubject();
  const learner = await createUser();
  await entitle(learner.id, subject.id);
  const [quiz, other] = [await makeQuiz(subject.id), await makeQuiz(subject.id)];
  const attempt = await startAttempt(learner.id, quiz.id);
  const question = quiz.questions[0]!;
  const answer = { quizAttemptId: attempt.id, questionId: question.id, optionId: question.optionsList[0]!.id };
  const storedAnswers = () => getDb().select().from(answers).where(eq(answers.attemptId, attempt.id));
  const attemptsOf = (quizId: string) =>
    getDb()
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, learner.id), eq(attempts.quizId, quizId)));
  return { learner, attempt, other, answer, storedAnswers, attemptsOf };
}

describe("the load gate", () => {
  let s: Awaited<ReturnType<typeof setting>>;
  beforeAll(async () => {
    s = await setting();
  });

  const BUSY = { success: false, message: BUSY_MESSAGE, kind: "Busy", retryAfterSeconds: 1 };

  it("refuses Start and the paper with a 503 and Retry-After, changing nothing; the answer save (both doors) is never gated", async () => {
    const { gate, release } = fullGate();
    const start = await call(startRoute, { path: "/api/quiz/start", cookie: s.learner.cookie, json: { quizId: s.other.id } });
    const paper = await call(paperRoute, { cookie: s.learner.cookie, params: { id: s.attempt.id } });
    for (const refused of [start, paper]) {
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual(BUSY);
      expect(refused.response.headers.get("retry-after")).toBe("1");
    }
    expect(gate.counts()).toMatchObject({ active: 1, refused: 2 });
    expect(await s.attemptsOf(s.other.id)).toEqual([]);
    // One statement: it waits in no queue, even with every slot taken.
    const saveRoute = await call(submitRoute, { path: "/api/quiz/submit", cookie: s.learner.cookie, json: s.answer });
    const saveFront = await throughFront(s.learner.cookie, s.answer);
    expect(saveRoute.status).toBe(200);
    expect(saveFront.status).toBe(200);
    expect(await s.storedAnswers()).toHaveLength(1);
    expect(gate.counts()).toMatchObject({ active: 1, refused: 2 });
    await release();
  });

  it("never gates health, nor a request without a session (its 401 needs no database)", async () => {
    const { release } = fullGate();
    expect((await call(healthRoute)).status).toBe(200);
    expect((await throughFront("", s.answer)).status).toBe(401);
    await release();
  });

  it("refuses a request whose wait for a slot outlasts the deadline", async () => {
    const { gate, release } = fullGate({ queueLength: 5, queueDeadlineMs: 20 });
    const refused = await call(startRoute, { path: "/api/quiz/start", cookie: s.learner.cookie, json: { quizId: s.other.id } });
    expect(refused.status).toBe(503);
    expect(gate.counts()).toMatchObject({ queued: 0, refused: 1 });
    await release();
  });

  it("admits a waiting request when a slot frees within the deadline, and serves everything once free", async () => {
    const { gate, release } = fullGate({ queueLength: 5, queueDeadlineMs: 60_000 });
    const waiting = call(startRoute, { path: "/api/quiz/start", cookie: s.learner.cookie, json: { quizId: s.other.id } });
    // The event it waits for: the gate has queued the Start (turns of the event loop, no clock).
    for (let turn = 0; turn < 1_000 && gate.counts().queued === 0; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(gate.counts()).toMatchObject({ active: 1, queued: 1 });
    expect(await s.attemptsOf(s.other.id)).toEqual([]); // still waiting: nothing done yet
    await release();
    expect((await waiting).status).toBe(200);
    expect(await s.attemptsOf(s.other.id)).toHaveLength(1);
    expect((await throughFront(s.learner.cookie, s.answer)).status).toBe(200);
    expect(await s.storedAnswers()).toHaveLength(1);
    const start = await call(startRoute, { path: "/api/quiz/start", cookie: s.learner.cookie, json: { quizId: s.other.id } });
    expect(start.status).toBe(200);
    expect((await call(paperRoute, { cookie: s.learner.cookie, params: { id: s.attempt.id } })).status).toBe(200);
  });
});

describe("the load gate at the production front (Start and the paper, served by Next.js)", () => {
  let s: Awaited<ReturnType<typeof setting>>;
  beforeAll(async () => {
    s = await setting();
  });
  const startThroughFront = (headers: Record<string, string> = {}, signal?: AbortSignal) =>
    fetch(`${base}/api/quiz/start`, {
      method: "POST",
      signal,
      headers: { "content-type": "application/json", cookie: s.learner.cookie, ...headers },
      body: JSON.stringify({ quizId: s.other.id }),
    });

  it("refuses without Next when no slot is free", async () => {
    const { release } = fullGate();
    let reachedNext = false;
    nextStub = (_request, response) => ((reachedNext = true), void response.writeHead(200).end("{}"));
    const refused = await startThroughFront();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ success: false, message: BUSY_MESSAGE, kind: "Busy", retryAfterSeconds: 1 });
    const paper = await fetch(`${base}/api/quiz/quiz-attempt/${s.attempt.id}`, { headers: { cookie: s.learner.cookie } });
    expect(paper.status).toBe(503);
    expect(reachedNext).toBe(false);
    await release();
  });

  it("holds the slot until Next has answered, and marks the request admitted with this process's token only", async () => {
    const gate = createLoadGate({ concurrency: 1, queueLength: 0, queueDeadlineMs: 50, retryAfterSeconds: 1, bodyDeadlineMs: 5000 });
    installLoadGate(gate);
    const seen: (string | string[] | undefined)[] = [];
    let answer = () => {};
    nextStub = (request, response) => {
      seen.push(request.headers[ADMITTED_HEADER]);
      answer = () => void response.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
    };
    const first = startThroughFront({ [ADMITTED_HEADER]: "forged" });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(gate.counts()).toMatchObject({ active: 1 });
    const someoneElse = await createUser();
    const refused = await startThroughFront({ cookie: someoneElse.cookie });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toBe(BUSY_MESSAGE);
    answer();
    expect((await first).status).toBe(200);
    await vi.waitFor(() => expect(gate.counts()).toMatchObject({ active: 0 }));
    expect(seen).toEqual([requireFrontToken()]);
  });

  it("frees the slot of a request whose client left while it waited for one, without Next", async () => {
    const { gate, release } = fullGate({ queueLength: 5, queueDeadlineMs: 60_000 });
    let reachedNext = false;
    nextStub = (_request, response) => ((reachedNext = true), void response.writeHead(200).end("{}"));
    let socket: Socket | undefined;
    front.once("request", (request: http.IncomingMessage) => (socket = request.socket));
    const leaving = new AbortController();
    const sent = startThroughFront({}, leaving.signal).catch(() => "left");
    await vi.waitFor(() => expect(gate.counts()).toMatchObject({ queued: 1 }));
    leaving.abort();
    expect(await sent).toBe("left");
    await vi.waitFor(() => expect(socket?.destroyed).toBe(true));
    await release();
    await vi.waitFor(() => expect(gate.counts()).toMatchObject({ active: 0, queued: 0, admitted: 2 }));
    expect(reachedNext).toBe(false);
  });

  it("lets the handler skip its own gate only for a request the front admitted", async () => {
    const { release } = fullGate();
    const asFront = await call(paperRoute, {
      cookie: s.learner.cookie,
      params: { id: s.attempt.id },
      headers: { [ADMITTED_HEADER]: requireFrontToken() },
    });
    expect(asFront.status).toBe(200);
    const forged = await call(paperRoute, {
      cookie: s.learner.cookie,
      params: { id: s.attempt.id },
      headers: { [ADMITTED_HEADER]: "guess" },
    });
    expect(forged.status).toBe(503);
    await release();
  });
});
