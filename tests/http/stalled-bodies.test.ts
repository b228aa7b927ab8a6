/**
 * A gated request holds a slot only while it works (docs/rules.md, "Shedding load"). The attack:
 * a signed-in learner opens two connections to Start, sends the headers and 11 bytes of a
 * 200-byte body, and goes quiet. Through the production front (a real node:http server, with a
 * stand-in for Next.js that reads the body as Next does and calls the real route handlers) and
 * through the route handlers alone, everyone else's Start and paper are still served at once; the
 * learner's second request is refused at once; the stalled one gets a 408 at the deadline.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as paperRoute } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { POST as startRoute } from "@/app/api/quiz/start/route";
import { getDb } from "@/db/client";
import { attempts } from "@/db/schema";
import { createFront } from "@/server/front";
import { createLoadGate, installLoadGate, IN_FLIGHT_MESSAGE, type LoadGate, type LoadGateSettings } from "@/lib/api/load-gate";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/** The defaults' slots and queue; the body deadline as the test needs it. */
function installGate(settings: Partial<LoadGateSettings> = {}): LoadGate {
  const gate = createLoadGate({
    concurrency: 2,
    queueLength: 200,
    queueDeadlineMs: 200,
    retryAfterSeconds: 1,
    bodyDeadlineMs: 5000,
    ...settings,
  });
  installLoadGate(gate);
  return gate;
}
afterEach(() => installLoadGate());

/** As Next.js serves a route: the body read from the message's stream, the route handler called with a web Request. */
async function likeNext(message: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const request = new Request(`http://127.0.0.1${message.url}`, {
    method: message.method,
    headers: message.headers as Record<string, string>,
    body: message.method === "GET" ? undefined : Buffer.concat(chunks),
  });
  const paperId = message.url?.match(/^\/api\/quiz\/quiz-attempt\/([^/?]+)/)?.[1];
  const answer = paperId
    ? await paperRoute(request, { params: Promise.resolve({ id: paperId }) })
    : await startRoute(request, { params: Promise.resolve({}) });
  response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
}

let received = 0;
let front: http.Server;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  const listener = createFront((message, response) => void likeNext(message, response));
  front = http.createServer((message, response) => ((received += 1), listener(message, response)));
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  port = (front.address() as AddressInfo).port;
});
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.destroy());
  received = 0;
});
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

/** The attack's connection: Start's headers and the first 11 bytes of a 200-byte body, then silence. */
function stalledStart(cookie: string) {
  const socket = net.connect(port, "127.0.0.1");
  sockets.push(socket);
  socket.on("error", () => undefined);
  socket.write(
    `POST /api/quiz/start HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 200\r\nCookie: ${cookie}\r\n\r\n{"quizId":"`,
  );
  let text = "";
  socket.on("data", (chunk) => (text += chunk));
  return { answered: () => text, closed: new Promise<string>((resolve) => socket.on("close", () => resolve(text))) };
}

const throughFront = (path: string, cookie: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function learnerWithQuiz(subjectId: string) {
  const learner = await createUser();
  await entitle(learner.id, subjectId);
  return learner;
}

describe("a learner whose Start bodies stall", () => {
  let quizId: string;
  let attacker: TestUser;
  let candidate: TestUser;
  const attemptsOf = (learner: TestUser) =>
    getDb()
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, learner.id), eq(attempts.quizId, quizId)));
  beforeAll(async () => {
    const subject = await makeSubject();
    quizId = (await makeQuiz(subject.id)).id;
    [attacker, candidate] = [await learnerWithQuiz(subject.id), await learnerWithQuiz(subject.id)];
  });

  it("through the front: two stalled connections take no slot; another learner's Start and paper answer 200 within a second", async () => {
    const gate = installGate();
    // One after the other: which of two connections opened together the gate sees first is a race.
    const first = stalledStart(attacker.cookie);
    await vi.waitFor(() => expect(gate.state.learnersInFlight.size).toBe(1));
    const second = stalledStart(attacker.cookie);
    await vi.waitFor(() => expect(received).toBe(2));

    const startedAt = performance.now();
    const start = await throughFront("/api/quiz/start", candidate.cookie, { quizId });
    expect(start.status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(1000);
    const { data } = (await start.json()) as { data: { id: string } };
    expect((await throughFront(`/api/quiz/quiz-attempt/${data.id}`, candidate.cookie)).status).toBe(200);

    // The learner's second connection was refused at once, and closed; the first still waits, holding no slot.
    const refused = await second.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused).toContain(IN_FLIGHT_MESSAGE);
    expect(first.answered()).toBe("");
    expect(gate.counts()).toMatchObject({ active: 0, queued: 0 });
    expect(await attemptsOf(attacker)).toEqual([]);
  });

  it("through the front: a stalled body gets a 408 at the deadline, closed, holding nothing; the learner can start after", async () => {
    const gate = installGate({ bodyDeadlineMs: 150 });
    const answer = await stalledStart(attacker.cookie).closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"message":"The request body did not arrive in time. Please try again."');
    expect(gate.counts()).toMatchObject({ active: 0, admitted: 0 });
    expect(gate.state.learnersInFlight.size).toBe(0);
    expect(await attemptsOf(attacker)).toEqual([]);
    expect((await throughFront("/api/quiz/start", attacker.cookie, { quizId })).status).toBe(200);
  });

  it("through the front: a body declared too large is refused with a 413 at once, holding nothing", async () => {
    const gate = installGate();
    const refused = await fetch(`http://127.0.0.1:${port}/api/quiz/start`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: candidate.cookie },
      body: JSON.stringify({ quizId, padding: "x".repeat(1_000_001) }),
    });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe("The request body is too large.");
    expect(gate.counts()).toMatchObject({ admitted: 0 });
    expect(gate.state.learnersInFlight.size).toBe(0);
  });

  it("without the front (the route handlers alone): the same order, one gate", async () => {
    const gate = installGate({ concurrency: 1, queueLength: 0, bodyDeadlineMs: 150 });
    const stalledBody = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"quizId":"')) });
    const stalled = startRoute(
      new Request("http://localhost:3000/api/quiz/start", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: attacker.cookie },
        body: stalledBody,
        duplex: "half",
      } as RequestInit),
      { params: Promise.resolve({}) },
    );
    await vi.waitFor(() => expect(gate.state.learnersInFlight.has(attacker.id)).toBe(true));

    const second = await call(startRoute, { path: "/api/quiz/start", cookie: attacker.cookie, json: { quizId } });
    expect(second.status).toBe(503);
    expect(second.body.message).toBe(IN_FLIGHT_MESSAGE);
    expect(second.response.headers.get("retry-after")).toBe("1");
    const other = await call(startRoute, { path: "/api/quiz/start", cookie: candidate.cookie, json: { quizId } });
    expect(other.status).toBe(200);

    const timedOut = await stalled;
    expect(timedOut.status).toBe(408);
    expect(((await timedOut.json()) as { message: string }).message).toBe("The request body did not arrive in time. Please try again.");
    expect(gate.counts()).toMatchObject({ active: 0 });
    expect(gate.state.learnersInFlight.size).toBe(0);
  });
});
