/**
 * Compression of JSON answers in the production front (lib/api/front.ts). Next.js compresses the
 * pages it renders, but not a route handler's answer, and drops a Content-Encoding the handler sets
 * (while sending its bytes as they are), so the front does it: it holds a JSON answer until its end
 * (every list is paged, so answers are small) and sends it gzip- or brotli-encoded when the client
 * accepts one and the body is worth it. Anything already encoded, not JSON, or a HEAD goes out
 * untouched, as it is written.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Below this, the encoding's framing and the CPU cost more than the bytes saved. */
export const MIN_COMPRESSED_BYTES = 1024;

export type JsonEncoding = "br" | "gzip";

/** The best encoding an `Accept-Encoding` allows: brotli, then gzip (`*` counts for both); null for identity. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): JsonEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: JsonEncoding) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Off the event loop (zlib's thread pool), at levels that cost a millisecond or two per 100 kB. */
const encode = (body: Buffer, encoding: JsonEncoding): Promise<Buffer> =>
  encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });

function isJson(response: ServerResponse): boolean {
  const type = String(response.getHeader("content-type") ?? "").toLowerCase();
  return type.startsWith("application/json") || /^application\/[\w.+-]+\+json/.test(type);
}

const NO_BODY = new Set([204, 304]);

type Callback = (error?: Error | null) => void;

/**
 * Makes `response` compress its JSON answer when `request` accepts gzip or brotli. Call before the
 * answer is written. Until the answer's headers are due, nothing changes; then a JSON answer is
 * held whole and sent at its end, every other answer is written through. The request's
 * Accept-Encoding is taken away from what comes after (Next.js), so nothing is encoded twice.
 */
export function compressJsonAnswer(request: IncomingMessage, response: ServerResponse): void {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  delete request.headers["accept-encoding"];
  if (!encoding || request.method === "HEAD") return;

  const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  const endWith = (body: Buffer, callback: () => void) =>
    (original.end as (body: Buffer, callback: () => void) => ServerResponse).call(response, body, callback);
  // undecided until the headers are due; "through" writes as Node.js would; "sending" is our own end
  let state: "undecided" | "holding" | "through" | "sending" = "undecided";
  const chunks: Buffer[] = [];

  const holding = (): boolean => {
    if (state === "undecided") {
      const json = isJson(response) && !response.hasHeader("content-encoding") && !NO_BODY.has(response.statusCode);
      state = json ? "holding" : "through";
    }
    return state === "holding";
  };
  const collect = (chunk: unknown, chunkEncoding: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof chunkEncoding === "string" ? (chunkEncoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };

  response.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (state === "undecided" && !Array.isArray(headers)) {
      this.statusCode = status;
      const message = rest.find((arg) => typeof arg === "string");
      if (typeof message === "string") this.statusMessage = message;
      for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
      if (holding()) return this;
      return original.writeHead.call(this, this.statusCode);
    }
    if (state === "holding") return this;
    state = state === "undecided" ? "through" : state; // raw header pairs: written as they are
    return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];

  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (!holding()) original.flushHeaders.call(this);
  };

  response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holding()) return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    collect(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === "function") as Callback | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (!holding()) return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args);
    state = "sending";
    const callback = (args.find((arg) => typeof arg === "function") as (() => void) | undefined) ?? (() => {});
    if (typeof args[0] !== "function") collect(args[0], args[1]);
    const body = Buffer.concat(chunks);
    this.appendHeader("vary", "Accept-Encoding");
    if (body.length < MIN_COMPRESSED_BYTES) {
      this.setHeader("content-length", body.length);
      return endWith(body, callback);
    }
    encode(body, encoding).then(
      (encoded) => {
        this.setHeader("content-encoding", encoding);
        this.setHeader("content-length", encoded.length);
        endWith(encoded, callback);
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return this;
  } as ServerResponse["end"];
}
