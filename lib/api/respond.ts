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
 * One page of a list: `data` stays the documented list, `page` says where it is
 * (`{ page, pageSize, total, pages }`, total counted in SQL).
 */
export function okPage<T>(page: Page<T>, extra: Record<string, unknown> = {}): NextResponse {
  return ok(page.items, undefined, { page: pageInfo(page), ...extra });
}
