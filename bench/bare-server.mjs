#!/usr/bin/env node
// The baseline of bench/exam-day.mjs: the bare stack (node:http + postgres.js, pool of 10 like
// db/client.ts) saving an answer with the SAME prepared SQL statement as lib/attempts/answers.ts
// saveAnswer (account check, ownership, deadline and option ∈ question ∈ quiz in one statement).
//
//   PORT=3811 DATABASE_URL=… node bench/bare-server.mjs
//
// BARE_MODE picks how much of the app's per-request work the baseline also does, to measure
// where the app's time goes (bench/exam-day.mjs --breakdown):
//   session (default) the app's session check: the session cookie read, decoded once per token and
//           kept (as lib/auth/token.ts does), its user and session ids into the statement
//   upsert  user and session ids from the `x-user-id` and `x-session-id` headers, then the
//           statement: the bare minimum
//   jwe     the session cookie decoded on every request (next-auth/jwt), to show what the cache saves
//   front   not bare: the app's own front (dist/front.mjs, npm run build) without Next.js in the
//           process, every other request a 404: splits the app's cost into its own code and what
//           sharing a process with Next.js adds (async-context hooks, patched globals, its heap)
// The pool is the app's (db/client.ts): 10 connections, no pipelining, JIT off. BARE_POOL overrides
// the pool size. Every answer carries the app's response headers (bench/save-answer-headers.json).
import fs from "node:fs";
import crypto from "node:crypto";
import http from "node:http";
import postgres from "postgres";

const port = Number(process.env.PORT ?? 3811);
const mode = process.env.BARE_MODE ?? "session";
const poolSize = Number(process.env.BARE_POOL ?? 10);
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is required");
if (!["session", "upsert", "jwe", "front"].includes(mode)) throw new Error(`unknown BARE_MODE ${mode}`);

const sql = postgres(process.env.DATABASE_URL, { max: poolSize, max_pipeline: 1, onnotice: () => {}, connection: { jit: "off" } });

/**
 * saveAnswer's prepared statement as drizzle renders it (bench/save-answer.sql; tests/unit/
 * bench-parity.test.ts fails when they differ), run the way drizzle runs a `.prepare()`d query
 * (postgres.js `unsafe` with `prepare: true`): $1 session id, $2 false (disabled), $3 false
 * (admin), $4 question, $5 option, $6 attempt, $7 user, $8 grace seconds.
 */
const SAVE_ANSWER = fs.readFileSync(new URL("./save-answer.sql", import.meta.url), "utf8").trim();
const GRACE_SECONDS = 5;
const COOKIE = "anaesprep.session";

const decodeToken = mode === "upsert" ? null : (await import("next-auth/jwt")).decode;
/** token → its session, in `session` mode: as lib/auth/token.ts keeps them (at most 10,000, until the token expires). */
const decoded = new Map();

/**
 * The headers of the app's answer (its security headers, lib/api/security-headers.ts, and the
 * JSON's; tests/unit/bench-parity.test.ts fails when they differ): the same bytes on the wire, so
 * that the load generator parses and the kernel moves as much for both servers.
 */
const ANSWER_HEADERS = JSON.parse(fs.readFileSync(new URL("./save-answer-headers.json", import.meta.url), "utf8"));

function reply(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...ANSWER_HEADERS, "content-length": Buffer.byteLength(text) });
  response.end(text);
}

function cookieValue(header, name) {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return value.includes("%") ? decodeURIComponent(value) : value;
    }
  }
  return undefined;
}

/** Who answers: the `x-user-id` and `x-session-id` headers, or the session cookie (decoded once per token in `session` mode). */
async function sessionOf(request) {
  if (mode === "upsert") {
    const userId = request.headers["x-user-id"];
    const sessionId = request.headers["x-session-id"];
    return typeof userId === "string" && userId !== "" && typeof sessionId === "string" ? { userId, sessionId } : null;
  }
  const token = cookieValue(request.headers.cookie, COOKIE);
  if (!token) return null;
  const kept = mode === "session" ? decoded.get(token) : undefined;
  if (kept && kept.expiresAt > Date.now()) return kept;
  const claims = await decodeToken({ token, secret: process.env.AUTH_SECRET, salt: COOKIE }).catch(() => null);
  if (!claims || typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
  const session = {
    userId: claims.sub,
    sessionId: claims.sid,
    expiresAt: typeof claims.exp === "number" ? claims.exp * 1000 : Date.now() + 60_000,
  };
  if (mode === "session") {
    if (decoded.size >= 10_000) decoded.delete(decoded.keys().next().value);
    decoded.set(token, session);
  }
  return session;
}

async function saveAnswer(request, response) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return reply(response, 400, { success: false, message: "The request body must be valid JSON." });
  }
  const { quizAttemptId, questionId, optionId } = body ?? {};
  if (typeof quizAttemptId !== "string" || typeof questionId !== "string" || typeof optionId !== "string") {
    return reply(response, 400, { success: false, message: "quizAttemptId, questionId and optionId are required." });
  }
  const session = await sessionOf(request);
  if (!session) return reply(response, 401, { success: false, message: "Please sign in." });
  const parameters = [session.sessionId, false, false, questionId, optionId, quizAttemptId, session.userId, GRACE_SECONDS];
  const saved = await sql.unsafe(SAVE_ANSWER, parameters, { prepare: true });
  if (saved.length === 0) return reply(response, 404, { success: false, message: "Quiz attempt not found." });
  return reply(response, 200, { success: true });
}

const server = http.createServer(mode === "front" ? await appFront() : bareListener);

/** The app's front as scripts/server.mjs runs it, with a stand-in for Next.js. */
async function appFront() {
  process.env.ANAESPREP_FRONT_TOKEN ??= crypto.randomUUID();
  const { createFront } = await import("../dist/front.mjs");
  return createFront((request, response) =>
    reply(response, request.url === "/api/health" ? 200 : 404, { success: request.url === "/api/health" }),
  );
}

function bareListener(request, response) {
  if (request.method === "GET" && request.url === "/api/health") return reply(response, 200, { success: true });
  if (request.method === "POST" && request.url === "/api/quiz/submit") {
    return saveAnswer(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) reply(response, 500, { success: false, message: "Something went wrong on our side." });
    });
  }
  reply(response, 404, { success: false, message: "Not found." });
}

server.listen(port, "127.0.0.1", () => console.info(`[bare] listening on 127.0.0.1:${port} (mode ${mode}, pool ${poolSize})`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections?.();
    sql.end({ timeout: 2 }).finally(() => process.exit(0));
  });
}
