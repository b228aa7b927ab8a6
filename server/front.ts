/**
 * What the production front (scripts/server.mjs, a node:http server in front of Next.js) runs
 * itself, bundled from lib/ into dist/front.mjs by scripts/build-front.mjs.
 */
import "server-only";
import { IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { getEnv } from "@/lib/env";
import { serveAnswerSave } from "./save-answer-node";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/api/client-address";
import { assertDeclaredLength, bodyTooLarge, MAX_JSON_BYTES, readNodeStreamBounded } from "@/lib/api/body";
import { ADMITTED_HEADER, requireFrontToken, stampedAddress } from "@/lib/api/front-proof";
import { isGatedNextRoute } from "./gate-admission";
import { gatedLearnerOf, runGated } from "@/lib/api/gated-request";
import { loadGate } from "@/lib/api/load-gate";
import { errorBody, plainJson } from "@/lib/api/plain-response";
import { securityHeaders } from "@/lib/api/security-headers";

/**
 * scripts/server.mjs owns the process: it prepares the database before Next.js loads, then starts
 * the background jobs and stops them on SIGTERM/SIGINT.
 */
export { startBackgroundJobs } from "./background-jobs";
export { prepareDatabaseOnce } from "@/lib/setup/prepare";
// The refusal of a setup that several instances cannot share (docs/operations.md, "Several instances").
export { checkInstanceSetup } from "@/lib/setup/instances";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The front's request listener. Every request gets the client address computed from its socket
 * (and TRUST_PROXY_HOPS), stamped with this process's token (lib/api/front-proof.ts) and replacing
 * any copy the client sent. The exam-day answer save is served here by its framework-free core:
 * Next's per-request machinery (routing, async contexts, web streams) costs several times the
 * handler's own work, and on exam day hundreds of learners save answers at once (bench/exam-day.mjs, docs/benchmarks.md). Everything else goes to Next.js as it
 * came. The front writes no response of Next's: Next compresses its own
 * (docs/operations.md, "Compression").
 */
export function createFront(handleWithNext: Listener): Listener {
  // Read once: process.env is a lookup in the C++ environment every time (3 µs a request).
  const token = requireFrontToken();
  const trustedHops = getEnv().TRUST_PROXY_HOPS;
  const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));
  // Without a trusted proxy's header the address is the socket's: worked out once per connection.
  const stampedBySocket = new WeakMap<Socket, string>();
  const stampedFor = ({ socket, headers: { "x-forwarded-for": forwardedFor } }: IncomingMessage) => {
    if (trustedHops > 0 && forwardedFor) return stampedAddress(clientAddress(socket.remoteAddress, forwardedFor, trustedHops), token);
    let stamped = stampedBySocket.get(socket);
    if (stamped === undefined)
      stampedBySocket.set(socket, (stamped = stampedAddress(clientAddress(socket.remoteAddress, undefined, 0), token)));
    return stamped;
  };
  return (request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = stampedFor(request);
    // Only when sent: deleting a property slows every later read of the headers object.
    if (request.headers[ADMITTED_HEADER] !== undefined) delete request.headers[ADMITTED_HEADER];
    if (request.method === "POST" && request.url?.split("?")[0] === "/api/quiz/submit") {
      // A failure the core did not answer: a 503 while the database is out of reach, else a 500.
      serveAnswerSave(request, response, headers).catch((error: unknown) => answerPlain(request, response, errorBody(error), headers));
    } else if (isGatedNextRoute(request.method, request.url) && loadGate().isOn) {
      serveGated(request, response, handleWithNext).catch((error: unknown) => answerPlain(request, response, errorBody(error), headers));
    } else {
      handleWithNext(request, response);
    }
  };
}

/**
 * Start or the paper, gated (lib/api/gated-request.ts): the learner's turn, the body read here,
 * then a slot held until Next has answered. Without a valid session the request needs no slot:
 * the route handler answers its 401 without the database.
 */
async function serveGated(request: IncomingMessage, response: ServerResponse, handleWithNext: Listener): Promise<void> {
  // Listened for from the start: a response closes once, and a client may leave while its request waits.
  const closed = new Promise<void>((resolve) => response.once("close", resolve));
  const learner = await gatedLearnerOf(request.headers.cookie);
  if (!learner) return handleWithNext(request, response);
  const readBody = (deadline: AbortSignal) => {
    assertDeclaredLength(request.headers["content-length"], MAX_JSON_BYTES, bodyTooLarge);
    return readNodeStreamBounded(request, MAX_JSON_BYTES, bodyTooLarge, deadline);
  };
  await runGated(loadGate(), learner, readBody, async (body) => {
    if (response.destroyed) return; // its client left while it waited for a slot: nothing to serve
    request.headers[ADMITTED_HEADER] = requireFrontToken();
    handleWithNext(withBodyRead(request, body), response);
    await closed;
  });
}

/**
 * The request as Next.js reads it once the front has read its body: a new message on the same
 * socket, with the same method, address and headers, whose body is the bytes already read.
 */
function withBodyRead(request: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(request.socket);
  const { method, url, headers, rawHeaders, httpVersion, httpVersionMajor, httpVersionMinor } = request;
  Object.assign(replay, { method, url, headers, rawHeaders, httpVersion, httpVersionMajor, httpVersionMinor });
  if (body.length > 0) replay.push(body);
  replay.push(null);
  replay.complete = true;
  return replay;
}

/**
 * A refusal (or any failure before Next ran), written as the core's answers are. When the body
 * has not arrived whole (too slow, too large, or refused before reading it) the connection is
 * closed after the answer: nothing of it waits on the socket.
 */
function answerPlain(
  request: IncomingMessage,
  response: ServerResponse,
  { status, body }: ReturnType<typeof errorBody>,
  headers: Record<string, string>,
) {
  if (response.headersSent) return void response.destroy();
  const answer = plainJson(status, body);
  response
    .writeHead(answer.status, { ...headers, ...answer.headers, ...(request.complete ? {} : { connection: "close" }) })
    .end(answer.body);
}
