import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readNodeStreamBounded } from "@/lib/api/body";
import { saveAnswerRequest } from "@/lib/attempts/save-answer-core";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * The answer save on a plain node:http server (the production front, scripts/server.mjs): the
 * request handed to the framework-free core as Next.js would describe it, the answer written as
 * the core gives it, plus the headers every response carries.
 */
export function serveAnswerSave(request: IncomingMessage, response: ServerResponse, extraHeaders: Record<string, string>): Promise<void> {
  const { headers } = request;
  const answered = saveAnswerRequest({
    method: request.method ?? "GET",
    // Parsed only by the same-origin check, and only when the request names its origin.
    url: `${protocolOf(request)}://${headers.host ?? "localhost"}${request.url ?? "/"}`,
    origin: first(headers.origin),
    host: first(headers["x-forwarded-host"]) ?? first(headers.host),
    secFetchSite: first(headers["sec-fetch-site"]),
    cookie: first(headers.cookie),
    contentLength: first(headers["content-length"]),
    readBody: (maxBytes) => readNodeStreamBounded(request, maxBytes),
  });
  // Chained rather than awaited (lib/attempts/save-answer-core.ts says why).
  return answered.then((answer) => {
    // The body as a string: node:http then sends it in one write with the headers (a Buffer goes as a second chunk).
    const length = Buffer.byteLength(answer.body);
    response.writeHead(answer.status, { ...extraHeaders, ...answer.headers, "content-length": length }).end(answer.body);
  });
}

/** As Next.js sees it: https when the proxy in front says so, or when this socket is TLS. */
function protocolOf(request: IncomingMessage): "http" | "https" {
  const forwarded = first(request.headers["x-forwarded-proto"])?.split(",")[0]?.trim();
  return forwarded === "https" || (request.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
}
