import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { readNodeStreamBounded, readStreamBounded } from "@/lib/api/body";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let close: () => void = () => undefined;
afterEach(() => close());

/** A server that reads each request's body only after `delayMs` (as a request that waited in the load gate's queue). */
async function delayedReader(delayMs: number) {
  const outcomes: Promise<string>[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const outcome = sleep(delayMs).then(() => readNodeStreamBounded(incoming, 1024));
    outcomes.push(
      outcome.then(
        (body) => (response.end("ok"), body.toString()),
        (error: unknown) => (response.end(), error instanceof AppError ? `refused ${error.status}` : `failed ${String(error)}`),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return { port: (server.address() as AddressInfo).port, outcomes };
}

describe("readNodeStreamBounded", () => {
  it("reads a body that arrived whole long before it is read", async () => {
    const { port, outcomes } = await delayedReader(150);
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: '{"a":1}' });
    expect(await answer.text()).toBe("ok");
    expect(await outcomes[0]).toBe('{"a":1}');
  });

  it("gives up with a 400 when the client went away before its body was read, never waiting for ever", async () => {
    const { port, outcomes } = await delayedReader(150);
    const sent = httpRequest({ port, host: "127.0.0.1", method: "POST", headers: { "content-length": "7" } });
    sent.on("error", () => undefined);
    sent.end('{"a":1}');
    await sleep(50);
    sent.destroy();
    const outcome = await Promise.race([outcomes[0] ?? sleep(1000).then(() => "no request"), sleep(2000).then(() => "still waiting")]);
    expect(outcome).toBe("refused 400");
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
    (error: unknown) => (error instanceof AppError ? `refused ${error.status}: ${error.message}` : `failed ${String(error)}`),
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
