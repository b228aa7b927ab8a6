#!/usr/bin/env node
// The stalled-body attack on the load gate (docs/rules.md, "Shedding load"): one signed-in learner
// opens connections to Start, sends the headers and the first 11 bytes of a 200-byte body, and
// goes quiet. Meanwhile, does another learner's Start, and then its paper, answer 200 within a
// second? What do the stalled connections get, and when? Runs against a production server already
// up with the demo data (the demo learner, and candidate01 as the attacker).
//
//   node bench/stalled-start-probe.mjs [--url http://127.0.0.1:3000] [--connections 2] [--check]
//
// --check exits 1 unless the other learner's Start and paper each answered 200 within 1 s.
import net from "node:net";
import { parseArgs } from "node:util";
import { log, numberArg, signInOverHttp } from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    connections: { type: "string", default: "2" },
    check: { type: "boolean", default: false },
  },
});
const CONNECTIONS = numberArg(args.connections, "connections", { max: 100 });
const DEMO_LEARNER = { email: "learner@anaesprep.test", password: "Learner123!" }; // demo/accounts.ts
const ATTACKER = { email: "candidate01@anaesprep.test", password: DEMO_LEARNER.password }; // demo/grand-tests.ts
const WITHIN_MS = 1000;

const base = new URL(args.url);
const [attacker, learner] = [await signInOverHttp(args.url, ATTACKER), await signInOverHttp(args.url, DEMO_LEARNER)];
const allowed = await (await fetch(`${args.url}/api/quiz/allowed`, { headers: { cookie: learner } })).json();
const quizId = allowed.data?.[0]?.id;
if (!quizId) throw new Error(`the demo learner may take no quiz: ${JSON.stringify(allowed).slice(0, 200)}`);

/** One stalled Start: its status line and when it came (ms after the attack began), or "no answer". */
function stalledStart(startedAt) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port || 80), base.hostname);
    let text = "";
    let answeredAt = null;
    socket.on("data", (chunk) => ((answeredAt ??= performance.now() - startedAt), (text += chunk)));
    socket.on("error", () => undefined);
    socket.on("close", () =>
      resolve({ status: text.split("\r\n")[0] || "no answer", afterMs: answeredAt, closedAfterMs: performance.now() - startedAt }),
    );
    socket.write(
      `POST /api/quiz/start HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nContent-Length: 200\r\nCookie: ${attacker}\r\n\r\n{"quizId":"`,
    );
    stalled.push(socket);
  });
}
const stalled = [];

const timed = async (what, path, body) => {
  const startedAt = performance.now();
  const response = await fetch(`${args.url}${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", cookie: learner },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  const ms = performance.now() - startedAt;
  log(`${what}: ${response.status} in ${ms.toFixed(1)} ms${answer.success ? "" : ` (${answer.message})`}`);
  return { status: response.status, ms, answer };
};

const attackAt = performance.now();
const outcomes = Array.from({ length: CONNECTIONS }, () => stalledStart(attackAt));
await new Promise((resolve) => setTimeout(resolve, 500)); // the stalled connections are in before the learner presses Start
const start = await timed("the other learner's Start", "/api/quiz/start", { quizId });
const paper = start.answer.data?.id ? await timed("its paper", `/api/quiz/quiz-attempt/${start.answer.data.id}`) : null;
// The attacker's connections: refused at once, or answered at the server's deadline (or held to the end).
const held = setTimeout(() => stalled.forEach((socket) => socket.destroy()), 60_000);
for (const [index, outcome] of (await Promise.all(outcomes)).entries()) {
  const at = outcome.afterMs === null ? "" : ` after ${(outcome.afterMs / 1000).toFixed(2)} s`;
  log(`stalled connection ${index + 1}: ${outcome.status}${at}, closed after ${(outcome.closedAfterMs / 1000).toFixed(2)} s`);
}
clearTimeout(held);

const served = (result) => result?.status === 200 && result.ms < WITHIN_MS;
if (args.check && !(served(start) && served(paper))) {
  log(`FAILED: the other learner's Start and paper must each answer 200 within ${WITHIN_MS} ms`);
  process.exit(1);
}
