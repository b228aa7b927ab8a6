/**
 * PostgreSQL restarting or failing over (docs/rules.md, "Several instances"): a request that needs
 * the database while it is out of reach gets the 503 of "send again" with a Retry-After, never a
 * 500, whether Next's handler or the front's answer save serves it.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as subjects } from "@/app/api/subjects/route";
import { POST as submit } from "@/app/api/quiz/submit/route";
import { adoptConnection, closeConnection, openDatabase } from "@/db/client";
import { DATABASE_AWAY_MESSAGE } from "@/lib/api/plain-response";
import { saveAnswerRequest } from "@/lib/attempts/save-answer-core";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/** A port where nothing listens: connecting is refused, as while PostgreSQL restarts. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let learner: TestUser;
beforeAll(async () => {
  learner = await createUser();
  // From here on the process's database is one that refuses connections.
  const port = await closedPort();
  await closeConnection();
  adoptConnection(() => openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/away`, dataDir: "memory://" }));
});
afterAll(() => closeConnection());

const away = { success: false, kind: "Busy", message: DATABASE_AWAY_MESSAGE, retryAfterSeconds: 5 };

describe("while the database is out of reach", () => {
  it("a route handler answers 503 with Retry-After", async () => {
    const result = await call(subjects, { path: "/api/subjects" });
    expect(result.status).toBe(503);
    expect(result.response.headers.get("retry-after")).toBe("5");
    expect(result.body).toEqual(away);
  });

  it("a signed-in learner's answer save answers 503 with Retry-After, through Next and through the front's core", async () => {
    const json = { quizAttemptId: crypto.randomUUID(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() };
    const viaNext = await call(submit, { cookie: learner.cookie, json });
    expect(viaNext.status).toBe(503);
    expect(viaNext.response.headers.get("retry-after")).toBe("5");
    const body = JSON.stringify(json);
    const viaFront = await saveAnswerRequest({
      method: "POST",
      url: "http://localhost/api/quiz/submit",
      origin: null,
      host: "localhost",
      secFetchSite: null,
      cookie: learner.cookie,
      contentLength: String(body.length),
      readBody: async () => Buffer.from(body),
    });
    expect(viaFront.status).toBe(503);
    expect(viaFront.headers["retry-after"]).toBe("5");
    expect(JSON.parse(viaFront.body)).toEqual(away);
  });
});
