import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/api/error-status";
import { DomainError } from "@/lib/errors";
import { readNodeStreamBounded } from "@/lib/api/body";

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
