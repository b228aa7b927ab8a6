import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { stampedAddress } from "@/lib/api/front-proof";

export type CallOptions = {
  method?: string;
  path?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
};

export type CallResult = { status: number; body: Record<string, unknown>; response: Response };

/** Sends a real Request through a route handler, exactly as Next.js would call it. */
export async function call<Params extends Record<string, string | string[]>>(
  handler: (request: Request, context: { params: Promise<Params> }) => Promise<Response>,
  options: CallOptions & { params?: Params } = {},
): Promise<CallResult> {
  const headers = new Headers(options.headers);
  // As the production front does for every request: a client address of its own, unless the test
  // brings one (or a forged one, to test that nothing but the front's stamp counts).
  if (!headers.has(CLIENT_ADDRESS_HEADER)) headers.set(CLIENT_ADDRESS_HEADER, randomClientIp()[CLIENT_ADDRESS_HEADER]);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(`http://localhost:3000${options.path ?? "/api/test"}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? ({} as Params)) });
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const parsed = isJson ? ((await response.clone().json()) as Record<string, unknown>) : {};
  return { status: response.status, body: parsed, response };
}

/** The Set-Cookie header of a response, parsed into name/value and lower-cased attributes. */
export function parseSetCookie(response: Response): { name: string; value: string; attributes: Record<string, string> } | null {
  const header = response.headers.get("set-cookie");
  if (!header) return null;
  const [pair, ...rest] = header.split(";");
  const separator = pair!.indexOf("=");
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const [key, ...value] = part.trim().split("=");
    attributes[key!.toLowerCase()] = value.join("=");
  }
  return { name: pair!.slice(0, separator).trim(), value: pair!.slice(separator + 1), attributes };
}

/**
 * A client address no other test (or earlier run against the same database) has used, as the
 * production front hands it to the route handlers (stamped with this process's token).
 */
export const randomClientIp = () => ({
  [CLIENT_ADDRESS_HEADER]: stampedAddress(
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ),
});
