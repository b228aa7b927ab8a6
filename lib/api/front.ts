/**
 * What the production front (scripts/server.mjs, a node:http server in front of Next.js) runs
 * itself, bundled from lib/ into dist/front.mjs by scripts/build-front.mjs.
 */
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "@/lib/env";
import { serveAnswerSave } from "@/lib/attempts/save-answer-node";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./client-address";
import { compressJsonAnswer } from "./compress-json";
import { requireFrontToken, stampedAddress } from "./front-proof";
import { ADMITTED_HEADER, isGatedNextRoute } from "./gate-admission";
import { loadGate } from "./load-gate";
import { errorBody, plainJson } from "./plain-response";
import { securityHeaders } from "./security-headers";

/** scripts/server.mjs owns the process: it starts the background jobs and stops them on SIGTERM/SIGINT. */
export { startBackgroundJobs } from "@/lib/jobs/background";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The front's request listener. Every request gets the client address computed from its socket
 * (and TRUST_PROXY_HOPS), stamped with this process's token (lib/api/front-proof.ts) and replacing
 * any copy the client sent. The exam-day answer save is served here by its framework-free core:
 * Next's per-request machinery (routing, async contexts, web streams) costs several times the
 * handler's own work, and on exam day hundreds of learners save answers at once (bench/exam-day.mjs, docs/benchmarks.md). Everything else goes to Next.js, the
 * JSON answers of /api/ compressed here when the client asks (lib/api/compress-json.ts).
 */
export function createFront(handleWithNext: Listener): Listener {
  requireFrontToken();
  const trustedHops = getEnv().TRUST_PROXY_HOPS;
  const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));
  return (request, response) => {
    const address = clientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"], trustedHops);
    request.headers[CLIENT_ADDRESS_HEADER] = stampedAddress(address);
    delete request.headers[ADMITTED_HEADER];
    if (isGatedNextRoute(request.method, request.url)) {
      request.headers[ADMITTED_HEADER] = requireFrontToken();
      compressJsonAnswer(request, response);
      loadGate()
        .run(() => new Promise<void>((resolve) => (response.once("close", resolve), handleWithNext(request, response))))
        .catch((error: unknown) => answerPlain(response, errorBody(error), headers));
    } else if (request.method === "POST" && request.url?.split("?")[0] === "/api/quiz/submit") {
      serveAnswerSave(request, response, headers).catch((error: unknown) => {
        console.error(`[front] ${request.method} ${request.url} failed`, error);
        if (response.headersSent) response.destroy();
        else response.writeHead(500, { ...headers, "content-type": "application/json", "cache-control": "no-store" }).end(FAILED);
      });
    } else {
      if (request.url?.startsWith("/api/")) compressJsonAnswer(request, response);
      handleWithNext(request, response);
    }
  };
}

/** The gate's refusal (or any failure before Next ran), written as the core's answers are. */
function answerPlain(response: ServerResponse, { status, body }: ReturnType<typeof errorBody>, headers: Record<string, string>) {
  if (response.headersSent) return void response.destroy();
  const answer = plainJson(status, body);
  response.writeHead(answer.status, { ...headers, ...answer.headers }).end(answer.body);
}

const FAILED = JSON.stringify({ success: false, message: "Something went wrong on our side. Please try again." });
