/**
 * What the production front (scripts/server.mjs, a node:http server in front of Next.js) runs
 * itself, bundled into dist/front.mjs by scripts/build-front.mjs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./client-address";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The front's request listener: every request gets the client address computed from its socket
 * (and TRUST_PROXY_HOPS), replacing any copy the client sent, then goes to Next.js.
 */
export function createFront(handleWithNext: Listener): Listener {
  const trustedHops = getEnv().TRUST_PROXY_HOPS;
  return (request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"], trustedHops);
    handleWithNext(request, response);
  };
}
