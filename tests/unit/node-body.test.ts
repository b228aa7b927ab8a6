import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/api/error-status";
import { DomainError } from "@/lib/errors";
import { readNodeStreamBounded } from "@/lib/api/body";

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
        (error: unknown) => (
          response.end(),
          error instanceof DomainError ? `refused ${ERROR_STATUS[error.kind]}` : `failed ${String(error)}`
        ),
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
