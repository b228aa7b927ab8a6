import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { NextResponse } from "next/server";
import type { CookieInstruction } from "@/lib/auth/token";
import { pageInfo, type Page } from "@/lib/pagination";
import type { ApiBody } from "./plain-response";

export type { ApiBody };

export function respond(body: ApiBody, init: { status?: number; cookies?: CookieInstruction[] } = {}): NextResponse {
  const response = NextResponse.json(body, {
    status: init.status ?? 200,
    headers: { "Cache-Control": "no-store" },
  });
  for (const cookie of init.cookies ?? []) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export function ok(data?: unknown, message?: string, extra: Record<string, unknown> = {}): NextResponse {
  return respond({ success: true, ...(message ? { message } : {}), ...(data === undefined ? {} : { data }), ...extra });
}

export function created(data?: unknown, message?: string): NextResponse {
  return respond({ success: true, message, ...(data === undefined ? {} : { data }) }, { status: 201 });
}

/**
 * One page of a list: `data` stays the list the spec documents, `page` says where it is
 * (`{ page, pageSize, total, pages }`, total counted in SQL).
 */
export function okPage<T>(page: Page<T>, extra: Record<string, unknown> = {}): NextResponse {
  return ok(page.items, undefined, { page: pageInfo(page), ...extra });
}

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
const COMPRESS_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);

/** Whether the client's Accept-Encoding takes gzip (a q=0 refuses it). */
function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("accept-encoding") ?? "";
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return (name === "gzip" || name === "*") && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * Gzips a JSON answer of 1 kB or more when the client accepts it (Next.js compresses pages but
 * sends route handlers' JSON as it is). Off the event loop (zlib's thread pool).
 */
export async function withCompression(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has("content-encoding") || !response.headers.get("content-type")?.includes("json"))
    return response;
  if (!acceptsGzip(request)) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  if (body.byteLength < COMPRESS_FROM_BYTES) return new Response(body, { status: response.status, headers });
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  return new Response(new Uint8Array(await gzipAsync(body)), { status: response.status, headers });
}
