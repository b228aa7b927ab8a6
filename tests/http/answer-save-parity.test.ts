/**
 * The answer save has two doors: the Route Handler (next dev, tests) and the production front's
 * node:http adapter (scripts/server.mjs via server/front.ts). Both hand the request to one core
 * (lib/attempts/save-answer-core.ts); here the same requests go through both, and the answers
 * must match: status, headers that matter and the body, byte for byte.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as submitRoute } from "@/app/api/quiz/submit/route";
import { getDb } from "@/db/client";
import { attempts, users } from "@/db/schema";
import { createFront } from "@/server/front";
import { securityHeaders } from "@/lib/api/security-headers";
import { startAttempt } from "@/lib/sittings/start";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

type Sent = { cookie?: string; headers?: Record<string, string>; body: string; chunked?: boolean };
type Answer = { status: number; headers: Record<string, string>; body: string };

let front: http.Server;
let base: string;
beforeAll(async () => {
  const notNext = (_request: http.IncomingMessage, response: http.ServerResponse) => void response.writeHead(404).end();
  front = http.createServer(createFront(notNext));
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

const MATTERING = ["content-type", "cache-control", "set-cookie"];
const pick = (read: (name: string) => string | null): Record<string, string> =>
  Object.fromEntries(MATTERING.flatMap((name) => (read(name) === null ? [] : [[name, read(name)!]])));

function headersOf(sent: Sent): Record<string, string> {
  return { "content-type": "application/json", ...(sent.cookie ? { cookie: sent.cookie } : {}), ...sent.headers };
}

async function throughRoute(sent: Sent): Promise<Answer> {
  const body = sent.chunked ? new Blob([sent.body]).stream() : sent.body;
  const request = new Request(`${base}/api/quiz/submit`, { method: "POST", headers: headersOf(sent), body, duplex: "half" } as RequestInit);
  const response = await submitRoute(request);
  return { status: response.status, headers: pick((name) => response.headers.get(name)), body: await response.text() };
}

function throughFront(sent: Sent): Promise<Answer & { all: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(sent.body);
    const headers = { ...headersOf(sent), ...(sent.chunked ? {} : { "content-length": String(payload.length) }) };
    const request = http.request(`${base}/api/quiz/submit`, { method: "POST", headers, agent: false }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        const read = (name: string) => {
          const value = response.headers[name];
          return value === undefined ? null : [value].flat().join(", ");
        };
        resolve({ status: response.statusCode ?? 0, headers: pick(read), body: Buffer.concat(parts).toString(), all: response.headers });
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

async function setting() {
  const subject = await makeSubject();
  const [learner, disabled, admin] = await Promise.all([createUser(), createUser(), createUser({ isAdmin: true })]);
  await entitle(learner.id, subject.id);
  await getDb().update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
  /** A fresh quiz each time: an attempt a case ends (time up) must not stop the next from starting. */
  const openAttempt = async () => {
    const quiz = await makeQuiz(subject.id);
    return { attemptId: (await startAttempt(learner.id, quiz.id)).id, question: quiz.questions[0]! };
  };
  const answerBody = ({ attemptId, question }: Awaited<ReturnType<typeof openAttempt>>, optionId = question.optionsList[0]!.id) =>
    JSON.stringify({ quizAttemptId: attemptId, questionId: question.id, optionId });
  const nobodysAttempt = () =>
    JSON.stringify({ quizAttemptId: crypto.randomUUID(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() });
  return { learner, disabled, admin, openAttempt, answerBody, nobodysAttempt };
}

type Setting = Awaited<ReturnType<typeof setting>>;
/** Each case builds its request afresh for each door (a refusal may change the attempt: time up finalises it). */
const CASES: [string, (s: Setting) => Promise<Sent>][] = [
  ["ok", async (s) => ({ cookie: s.learner.cookie, body: s.answerBody(await s.openAttempt()) })],
  ["ok, chunked", async (s) => ({ cookie: s.learner.cookie, body: s.answerBody(await s.openAttempt()), chunked: true })],
  ["UTF-8 BOM", async (s) => ({ cookie: s.learner.cookie, body: `\ufeff${s.answerBody(await s.openAttempt())}` })],
  ["no session → 401", async (s) => ({ body: s.nobodysAttempt() })],
  ["forged session → 401, cookie dropped", async (s) => ({ cookie: "anaesprep.session=forged", body: s.nobodysAttempt() })],
  ["disabled learner → 401", async (s) => ({ cookie: s.disabled.cookie, body: s.nobodysAttempt() })],
  ["disabled learner, bad JSON → 401", async (s) => ({ cookie: s.disabled.cookie, body: "{" })],
  ["admin → 403", async (s) => ({ cookie: s.admin.cookie, body: s.nobodysAttempt() })],
  ["foreign Origin → 403", async (s) => ({ cookie: s.learner.cookie, headers: { origin: "https://evil.example" }, body: "{}" })],
  ["cross-site fetch → 403", async (s) => ({ cookie: s.learner.cookie, headers: { "sec-fetch-site": "cross-site" }, body: "{}" })],
  ["bad JSON → 400", async (s) => ({ cookie: s.learner.cookie, body: '{"quizAttemptId":' })],
  ["missing field → 400", async (s) => ({ cookie: s.learner.cookie, body: "{}" })],
  ["deep nesting → 400", async (s) => ({ cookie: s.learner.cookie, body: `${"[".repeat(20_000)}${"]".repeat(20_000)}` })],
  ["1.1 MB → 413", async (s) => ({ cookie: s.learner.cookie, body: " ".repeat(1_100_000) })],
  ["1.1 MB chunked → 413", async (s) => ({ cookie: s.learner.cookie, body: " ".repeat(1_100_000), chunked: true })],
  ["someone else's attempt → 404", async (s) => ({ cookie: s.learner.cookie, body: s.nobodysAttempt() })],
  ["wrong option → 400", async (s) => ({ cookie: s.learner.cookie, body: s.answerBody(await s.openAttempt(), crypto.randomUUID()) })],
  [
    "after the deadline → 409",
    async (s) => {
      const attempt = await s.openAttempt();
      await getDb()
        .update(attempts)
        .set({ deadline: sql`now() - interval '1 hour'` })
        .where(eq(attempts.id, attempt.attemptId));
      return { cookie: s.learner.cookie, body: s.answerBody(attempt) };
    },
  ],
];

describe("the answer save answers alike through the Route Handler and the production front", () => {
  let s: Setting;
  beforeAll(async () => {
    s = await setting();
  });

  it.each(CASES)("%s", async (_label, build) => {
    const viaRoute = await throughRoute(await build(s));
    const { all, ...viaFront } = await throughFront(await build(s));
    expect(viaFront).toEqual(viaRoute);
    expect(viaRoute.status).not.toBe(500);
    for (const { key, value } of securityHeaders()) expect(all[key.toLowerCase()]).toBe(value);
  });

  it("covers what matters: ok, 401 with the cookie dropped, 403, 400, 404, 409, 413", async () => {
    const statuses = await Promise.all(CASES.map(async ([, build]) => (await throughRoute(await build(s))).status));
    expect(new Set(statuses)).toEqual(new Set([200, 400, 401, 403, 404, 409, 413]));
    const forged = await throughRoute(await CASES.find(([label]) => label.startsWith("forged"))![1](s));
    expect(forged.headers["set-cookie"]).toBe("anaesprep.session=; Path=/; Max-Age=0; HttpOnly; SameSite=lax");
  });
});
