/**
 * A small HTTP client for the system tests, on node:http so that every outcome is visible:
 * a status, or a network error with its code (ECONNREFUSED = never reached a server).
 * A `Session` holds one session cookie and can talk to any instance.
 */
import http from "node:http";

export const SESSION_COOKIE = "anaesprep.session";
const BUSY_BUDGET_MS = 30_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the server answered
export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json: any };
export type Target = string | { url: string };

export class NetworkError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  /** The connection was refused: the request cannot have reached a server. */
  get neverSent() {
    return this.code === "ECONNREFUSED";
  }
}

export type SendOptions = {
  json?: unknown;
  form?: FormData;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** false: a 503 is answered as it came, not sent again after its Retry-After. */
  busyRetry?: boolean;
};

export class Session {
  cookie: string | null = null;

  constructor(readonly label = "visitor") {}

  async send(target: Target, method: string, path: string, options: SendOptions = {}): Promise<Reply> {
    const base = typeof target === "string" ? target : target.url;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers["content-type"] = "application/json";
    } else if (options.form) {
      const encoded = new Request("http://form.invalid/", { method: "POST", body: options.form });
      body = Buffer.from(await encoded.arrayBuffer());
      headers["content-type"] = encoded.headers.get("content-type")!;
    }
    if (body) headers["content-length"] = String(body.length);
    // A 503 with Retry-After did nothing (docs/rules.md, "Shedding load"): sent again after the
    // wait, for up to BUSY_BUDGET_MS, as the quiz screen does.
    const giveUpAt = performance.now() + BUSY_BUDGET_MS;
    for (;;) {
      const reply = await request(new URL(path, base), method, headers, body, options.timeoutMs ?? 15_000);
      this.keepCookie(reply.headers["set-cookie"]);
      const waitMs = Number(reply.headers["retry-after"]) * 1000 * (1 + Math.random() / 2);
      if (reply.status !== 503 || options.busyRetry === false || !(waitMs > 0) || performance.now() + waitMs > giveUpAt) return reply;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  get = (target: Target, path: string, options?: SendOptions) => this.send(target, "GET", path, options);
  post = (target: Target, path: string, json?: unknown, options?: SendOptions) => this.send(target, "POST", path, { ...options, json });

  private keepCookie(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(";");
      const separator = pair!.indexOf("=");
      if (pair!.slice(0, separator).trim() !== SESSION_COOKIE) continue;
      const value = pair!.slice(separator + 1).trim();
      this.cookie = value ? `${SESSION_COOKIE}=${value}` : null;
    }
  }
}

function request(url: URL, method: string, headers: Record<string, string>, body: Buffer | undefined, timeoutMs: number): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(new NetworkError(error.code ?? "ERROR", `${method} ${url.pathname}: ${error.message}`));
    // One connection per request: no pooled socket can be half-closed by an idle timeout of the
    // server or by its death, so an error always belongs to this request.
    const outgoing = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", fail);
      response.on("end", () => {
        const buffer = Buffer.concat(chunks);
        let json: unknown = undefined;
        if (String(response.headers["content-type"] ?? "").includes("json")) {
          try {
            json = JSON.parse(buffer.toString("utf8"));
          } catch {
            json = undefined;
          }
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: buffer, json });
      });
    });
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: "ETIMEDOUT" })));
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}

/** `expect`-friendly one-liner for a reply: status and message. */
export const describeReply = (reply: Reply) => `${reply.status} ${reply.json?.message ?? reply.body.toString("utf8").slice(0, 200)}`;

/**
 * Reads `read()` until `done(value)`, every 50 ms, for at most `withinMs`; answers the last value
 * and how long it took. The error names `what` and the last value read.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  withinMs: number,
  what: string,
  describe: (value: T) => string = (value) => JSON.stringify(value),
): Promise<{ value: T; ms: number }> {
  const t0 = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: Date.now() - t0 };
    if (Date.now() - t0 > withinMs) throw new Error(`not within ${withinMs} ms: ${what}; the last read: ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `condition()` holds, at most `withinMs`. */
export const waitFor = (condition: () => boolean | Promise<boolean>, withinMs: number, what: string) =>
  until(condition, Boolean, withinMs, what).then(() => undefined);

/** Sends `ask` until `done(reply)`, at most `withinMs`; answers how long it took. */
export const untilOn = (ask: () => Promise<Reply>, done: (reply: Reply) => boolean, withinMs: number) =>
  until(ask, done, withinMs, "the awaited reply", describeReply).then(({ ms }) => ms);
