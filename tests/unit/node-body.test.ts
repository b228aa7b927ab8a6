import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/api/error-status";
import { DomainError } from "@/lib/errors";
import { readNodeStreamBounded, readStreamBounded } from "@/lib/api/body";

let close: () => void = () => undefined;
afterEach(() => close());

type Held = { incoming: IncomingMessage; read: () => Promise<string> };

/**
 * A server that reads a request's body only when the test says so (as a request that waited in
 * the load gate's queue meanwhile): `held` is the first request, unread.
 */
async function heldReader() {
  let arrived: (request: Held) => void = () => undefined;
  const held = new Promise<Held>((resolve) => (arrived = resolve));
  const server = createServer((incoming, response) =>
    arrived({
      incoming,
      read: () =>
        readNodeStreamBounded(incoming, 1024).then(
          (body) => (response.end("ok"), body.toString()),
          (error: unknown) => (
            response.end(),
            error instanceof DomainError ? `refused ${ERROR_STATUS[error.kind]}` : `failed ${String(error)}`
          ),
        ),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return { port: (server.address() as AddressInfo).port, held };
}

/** Turns of the event loop (each runs the I/O that has come in) until `done()`: events, not the clock. */
async function turnsUntil(done: () => boolean) {
  for (let turn = 0; turn < 10_000 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

describe("readNodeStreamBounded", () => {
  it("reads a body that arrived whole before it is read", async () => {
    const { port, held } = await heldReader();
    const answer = fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: '{"a":1}' });
    const request = await held;
    await turnsUntil(() => request.incoming.complete); // the whole body is in, unread
    expect(await request.read()).toBe('{"a":1}');
    expect(await (await answer).text()).toBe("ok");
  });

  it("gives up with a 400 when the client went away before its body was read, never waiting for ever", async () => {
    const { port, held } = await heldReader();
    const sent = httpRequest({ port, host: "127.0.0.1", method: "POST", headers: { "content-length": "7" } });
    sent.on("error", () => undefined);
    sent.end('{"a":1}');
    const request = await held;
    const gone = new Promise((resolve) => request.incoming.once("close", resolve)); // (no "error" listener: it emits none)
    sent.destroy();
    await gone; // the server has seen the client go
    expect(await request.read()).toBe("refused 400");
  });
});

/** A body that sent `sent` and then stalls, as a web stream and as a Node stream. */
function stalledBodies(sent: string) {
  const web = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(sent)) });
  const node = new PassThrough();
  node.write(sent);
  return { web, node };
}

const outcomeOf = (read: Promise<Buffer>) =>
  read.then(
    (body) => `read ${body.toString()}`,
    (error: unknown) =>
      error instanceof DomainError ? `refused ${ERROR_STATUS[error.kind]}: ${error.message}` : `failed ${String(error)}`,
  );
const TOO_SLOW = "refused 408: The request body did not arrive in time. Please try again.";

describe("the body readers' deadline", () => {
  it("refuses a body still incomplete when the deadline fires with a 408, and stops reading it", async () => {
    const { web, node } = stalledBodies('{"quizId":');
    const [webDeadline, nodeDeadline] = [new AbortController(), new AbortController()];
    const webRead = outcomeOf(readStreamBounded(web, 1024, undefined, webDeadline.signal));
    const nodeRead = outcomeOf(readNodeStreamBounded(node, 1024, undefined, nodeDeadline.signal));
    const pending = await Promise.race([Promise.all([webRead, nodeRead]), new Promise((resolve) => setImmediate(resolve, "pending"))]);
    expect(pending).toBe("pending"); // before the deadline the reads wait
    webDeadline.abort();
    nodeDeadline.abort();
    expect(await webRead).toBe(TOO_SLOW);
    expect(await nodeRead).toBe(TOO_SLOW);
    expect(web.locked).toBe(false); // released, not cancelled: the 408 can still be written
    expect(node.listenerCount("data")).toBe(0);
  });

  it("refuses at once when the deadline has already passed", async () => {
    const { web, node } = stalledBodies("{");
    const expired = AbortSignal.abort();
    expect(await outcomeOf(readStreamBounded(web, 1024, undefined, expired))).toBe(TOO_SLOW);
    expect(await outcomeOf(readNodeStreamBounded(node, 1024, undefined, expired))).toBe(TOO_SLOW);
  });

  it("reads a body that arrives whole in time; the deadline firing later changes nothing", async () => {
    const deadline = new AbortController();
    const node = new PassThrough();
    node.end('{"a":1}');
    const nodeRead = readNodeStreamBounded(node, 1024, undefined, deadline.signal);
    const webRead = readStreamBounded(new Response('{"a":1}').body, 1024, undefined, deadline.signal);
    expect((await nodeRead).toString()).toBe('{"a":1}');
    expect((await webRead).toString()).toBe('{"a":1}');
    deadline.abort();
    expect(await outcomeOf(nodeRead)).toBe('read {"a":1}');
  });
});
