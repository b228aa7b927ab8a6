/**
 * Request bodies, bounded while they are read (docs/rules.md, "API conventions"): the bytes are counted as they
 * arrive and reading stops at the limit, whether or not a Content-Length was sent, so an endless
 * chunked upload costs the server at most the limit. Framework-free: the route handlers
 * (lib/api/handler.ts) and the production front's answer save (server/save-answer-node.ts)
 * share it.
 */
import { z, type ZodType } from "zod";
import { isSingleLine, notOneLineMessage } from "@/lib/single-line";
import { DomainError } from "@/lib/errors";

export const MAX_JSON_BYTES = 1_000_000;
/** Deeper JSON than any form of ours sends; far shallower than what would exhaust the stack. */
const MAX_JSON_DEPTH = 32;

export const bodyTooLarge = (message = "The request body is too large.") => new DomainError("TooLarge", message);
const bodyUnreadable = () => new DomainError("Invalid", "The request body could not be read. Please try again.");

/** Refuses a declared Content-Length over the limit before a byte is read. */
export function assertDeclaredLength(contentLength: string | null | undefined, maxBytes: number, tooLarge: () => DomainError): void {
  if (Number(contentLength ?? 0) > maxBytes) throw tooLarge();
}

/**
 * A body that has not arrived whole when `deadline` fires (docs/rules.md, "Shedding load"): a
 * client that sends its headers and then trickles, or stops, gets a 408 and holds nothing.
 */
export const bodyTooSlow = () => new DomainError("TimedOut", "The request body did not arrive in time. Please try again.");

/**
 * Reads a web stream to its end, or throws `tooLarge()` (and stops reading) once it passes
 * `maxBytes`, or `bodyTooSlow()` once `deadline` (if any) is aborted.
 */
export async function readStreamBounded(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: () => DomainError = bodyTooLarge,
  deadline?: AbortSignal,
): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const expired = deadline && abortedAsTooSlow(deadline);
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await (expired ? Promise.race([reader.read(), expired]) : reader.read());
    } catch (error) {
      if (error instanceof DomainError) {
        reader.releaseLock(); // as for a 413, not cancel(): the 408 must reach the client
        throw error;
      }
      throw bodyUnreadable(); // the client stopped sending (closed tab, lost signal): not our error
    }
    if (next.done) return Buffer.concat(chunks, size);
    size += next.value.byteLength;
    if (size > maxBytes) {
      // Not cancel(): under Next.js that destroys the request, whose socket then resets, and the
      // client may never read the 413. Unread, the rest waits in the socket (backpressure).
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(next.value);
  }
}

/** Rejects with the 408 once `deadline` is aborted (at once if it is already); never unhandled. */
function abortedAsTooSlow(deadline: AbortSignal): Promise<never> {
  const expired = new Promise<never>((_resolve, reject) => {
    if (deadline.aborted) reject(bodyTooSlow());
    else deadline.addEventListener("abort", () => reject(bodyTooSlow()), { once: true });
  });
  expired.catch(() => undefined);
  return expired;
}

/** The same for a Node stream (the front's IncomingMessage): the rest is drained unread. */
export function readNodeStreamBounded(
  incoming: NodeJS.ReadableStream,
  maxBytes: number,
  tooLarge: () => DomainError = bodyTooLarge,
  deadline?: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // Settles once; an error is made only if it is the outcome. A kept-alive request emits "close"
    // after its "end" on every request, and an Error made there for nothing cost 20 µs (its stack)
    // of each answer save (docs/benchmarks.md, "Exam day").
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      deadline?.removeEventListener("abort", expire);
      outcome();
    };
    const fail = (error: () => DomainError) => settle(() => reject(error()));
    const stopReading = (error: () => DomainError) => {
      incoming.off("data", collect).resume();
      fail(error);
    };
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stopReading(tooLarge);
    };
    const expire = () => stopReading(bodyTooSlow);
    deadline?.addEventListener("abort", expire, { once: true });
    incoming.on("data", collect);
    incoming.once("error", () => fail(bodyUnreadable));
    incoming.once("end", () => settle(() => resolve(Buffer.concat(chunks, size))));
    // A client that went away (closed tab, lost signal, a request that waited in the load gate's
    // queue meanwhile) leaves a destroyed stream, which emits neither "end" nor "error": without
    // this, the read would wait for ever and so would whatever it holds.
    incoming.once("close", () => fail(bodyUnreadable));
    if ((incoming as { destroyed?: boolean }).destroyed) fail(bodyUnreadable);
    else if (deadline?.aborted) expire();
  });
}

const utf8 = new TextDecoder("utf-8"); // drops a leading BOM and replaces broken sequences, as Request.text() does

/** Parses and validates a JSON body's bytes; every failure is a 400 that names the problem. An empty body is `{}`. */
export function parseJsonBody<T>(bytes: Uint8Array, schema: ZodType<T>): T {
  const text = utf8.decode(bytes);
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new DomainError("Invalid", "The request body must be valid JSON.");
  }
  assertStorableText(body);
  return schema.parse(body);
}

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text PostgreSQL can hold: no NUL, no lone surrogate. */
export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * PostgreSQL text cannot hold NUL, and a lone surrogate has no encoding: refuse both up front
 * (docs/rules.md, "Text the database cannot hold"), naming the field by its path (`at` leads it,
 * for JSON that came inside a form field). Walks the value without recursion, and refuses absurd
 * nesting (20,000 `[` fit in 40 kB).
 */
export function assertStorableText(value: unknown, at: string[] = []): void {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: at }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === "string") {
      if (UNSTORABLE.test(current)) {
        const field = path.join(".");
        throw new DomainError("Invalid", `${field || "The request"} contains characters that cannot be stored.`, {
          field: field || undefined,
        });
      }
    } else if (current && typeof current === "object") {
      if (path.length >= MAX_JSON_DEPTH)
        throw new DomainError("Invalid", `The request is nested too deeply (${MAX_JSON_DEPTH} levels at most).`);
      const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], path: [...path, entries[i]![0]] }); // in document order
    }
  }
}

/**
 * Every text a multipart form carries: its fields as any text the server stores, and each file's
 * name as one line (no NUL, no control character, no lone surrogate), since notes and statements
 * keep it (docs/rules.md, "Text the database cannot hold"). A 400 names the form field (`file`).
 */
export function assertStorableForm(form: FormData): void {
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") assertStorableText(value, [key]);
    else if (!isSingleLine(value.name) || !isStorableText(value.name))
      throw new DomainError("Invalid", notOneLineMessage("The file's name"), { field: key });
  }
}

/**
 * A form field that holds JSON (a statement's mapping, a cart): parsed, then held to the rule of a
 * JSON body, its inner texts named under the field ("mapping.date"). `notJson` is the 400's message.
 */
export const jsonFormField = (field: string, notJson: string) =>
  z.string().transform((text, context): unknown => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      context.addIssue({ code: "custom", message: notJson });
      return z.NEVER;
    }
    assertStorableText(value, [field]);
    return value;
  });
