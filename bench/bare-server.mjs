#!/usr/bin/env node
// The baseline of bench/exam-day.mjs: the bare stack (node:http + postgres.js, pool of 10 like
// db/client.ts) saving an answer with the SAME SQL statement as lib/attempts/answers.ts saveAnswer
// (as drizzle renders it, run through postgres.js `unsafe` with parameters, like drizzle does).
//
//   PORT=3811 DATABASE_URL=… node bench/bare-server.mjs
//
// BARE_MODE picks how much of the app's per-request work the baseline also does, to measure
// where the app's time goes (bench/exam-day.mjs --breakdown):
//   upsert  (default) user id from the `x-user-id` header, then the upsert: the bare minimum
//   auth    + the user re-read of requireLearner (lib/auth/guards.ts) before the upsert
//   jwe     + decoding the session cookie (next-auth/jwt, as lib/auth/token.ts) to get the user id
// BARE_POOL overrides the pool size (default 10).
import http from "node:http";
import postgres from "postgres";

const port = Number(process.env.PORT ?? 3811);
const mode = process.env.BARE_MODE ?? "upsert";
const poolSize = Number(process.env.BARE_POOL ?? 10);
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is required");
if (!["upsert", "auth", "jwe"].includes(mode)) throw new Error(`unknown BARE_MODE ${mode}`);

const sql = postgres(process.env.DATABASE_URL, { max: poolSize, onnotice: () => {} });

/** saveAnswer's statement, verbatim from drizzle's toSQL(): $1 question, $2 option, $3 attempt, $4 user, $5 grace seconds. */
const SAVE_ANSWER = `insert into "answers" ("attempt_id", "question_id", "option_id", "answered_at") select "attempts"."id", "questions"."id", "options"."id", now() as "answered_at" from "attempts" inner join "questions" on ("questions"."quiz_id" = "attempts"."quiz_id" and "questions"."id" = $1) inner join "options" on ("options"."question_id" = "questions"."id" and "options"."id" = $2) where ("attempts"."id" = $3 and "attempts"."user_id" = $4 and "attempts"."submitted_at" is null and ("attempts"."deadline" is null or now() <= "attempts"."deadline" + make_interval(secs => $5))) on conflict ("attempt_id","question_id") do update set "option_id" = excluded.option_id, "answered_at" = excluded.answered_at returning "attempt_id"`;
/** requireLearner's user re-read, verbatim from drizzle's toSQL(). */
const LOAD_USER = `select "id", "email", "name", "is_admin", "disabled", "session_version" from "users" where "users"."id" = $1 limit $2`;
const GRACE_SECONDS = 5;
const COOKIE = "anaesprep.session";

const decodeToken = mode === "jwe" ? (await import("next-auth/jwt")).decode : null;

function reply(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), "cache-control": "no-store" });
  response.end(text);
}

function cookieValue(header, name) {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

async function userIdOf(request) {
  let userId = request.headers["x-user-id"];
  let sessionVersion = 0;
  if (mode === "jwe") {
    const token = cookieValue(request.headers.cookie, COOKIE);
    const claims = token ? await decodeToken({ token, secret: process.env.AUTH_SECRET, salt: COOKIE }).catch(() => null) : null;
    if (!claims || typeof claims.sub !== "string") return null;
    userId = claims.sub;
    sessionVersion = typeof claims.sv === "number" ? claims.sv : -1;
  }
  if (typeof userId !== "string" || userId === "") return null;
  if (mode === "upsert") return userId;
  const [user] = await sql.unsafe(LOAD_USER, [userId, 1]);
  if (!user || user.disabled || user.session_version !== sessionVersion || user.is_admin) return null;
  return user.id;
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
  const userId = await userIdOf(request);
  if (!userId) return reply(response, 401, { success: false, message: "Please sign in." });
  const saved = await sql.unsafe(SAVE_ANSWER, [questionId, optionId, quizAttemptId, userId, GRACE_SECONDS]);
  if (saved.length === 0) return reply(response, 404, { success: false, message: "Quiz attempt not found." });
  return reply(response, 200, { success: true });
}

const server = http.createServer((request, response) => {
  if (request.method === "GET" && request.url === "/api/health") return reply(response, 200, { success: true });
  if (request.method === "POST" && request.url === "/api/quiz/submit") {
    return saveAnswer(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) reply(response, 500, { success: false, message: "Something went wrong on our side." });
    });
  }
  reply(response, 404, { success: false, message: "Not found." });
});

server.listen(port, "127.0.0.1", () => console.info(`[bare] listening on 127.0.0.1:${port} (mode ${mode}, pool ${poolSize})`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections?.();
    sql.end({ timeout: 2 }).finally(() => process.exit(0));
  });
}
