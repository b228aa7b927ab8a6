import "server-only";
import type { ZodType } from "zod";
import { requireAdmin, requireLearner, requireUser, type SessionUser } from "@/lib/auth/guards";
import { clearedSessionCookie, readCookie, SESSION_COOKIE } from "@/lib/auth/token";
import type { NextResponse } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import {
  assertDeclaredLength,
  assertStorableForm,
  assertStorableText,
  bodyTooLarge,
  MAX_JSON_BYTES,
  parseJsonBody,
  readStreamBounded,
} from "./body";
import { DomainError } from "@/lib/errors";
import { addressStampedByFront, admittedByFront } from "./front-proof";
import { gatedLearnerOf, runGated } from "./gated-request";
import { loadGate } from "./load-gate";
import { errorBody } from "./plain-response";
import { respond } from "./respond";
import { assertSameOrigin, originFactsOf } from "./same-origin";
import { isUuid } from "@/lib/ids";

export type RouteContext<Params = Record<string, string>> = { params: Promise<Params> };
type Handler<Params> = (request: Request, context: RouteContext<Params>) => Promise<Response>;
type UserHandler<Params> = (request: Request, user: SessionUser, context: RouteContext<Params>) => Promise<Response>;

/** Wraps a route handler: refuses cross-site writes and turns every failure into a JSON answer. */
export function handle<Params = Record<string, string>>(handler: Handler<Params>): Handler<Params> {
  return async (request, context) => {
    try {
      assertSameOrigin(originFactsOf(request));
      return await handler(request, context);
    } catch (error) {
      const response = errorResponse(error);
      // A session that no longer counts (disabled, revoked, forged) is dropped, so that the
      // middleware stops treating its holder as signed in.
      if (response.status === 401 && readCookie(request.headers.get("cookie"), SESSION_COOKIE) !== undefined) {
        const cleared = clearedSessionCookie();
        response.cookies.set(cleared.name, cleared.value, cleared.options);
      }
      return response;
    }
  };
}

export const withUser = <Params = Record<string, string>>(handler: UserHandler<Params>) =>
  handle<Params>(async (request, context) => handler(request, await requireUser(request), context));

export const withLearner = <Params = Record<string, string>>(handler: UserHandler<Params>) =>
  handle<Params>(async (request, context) => handler(request, await requireLearner(request), context));

/**
 * withLearner for the exam-day hot paths (Start, the paper), gated as at the production front
 * (lib/api/gated-request.ts, docs/rules.md "Shedding load"): one in flight per learner, the body
 * read first within its deadline, then the session check and the work holding a slot of the
 * process's load gate; else a fast 503 with a Retry-After. Behind the front the front did all this.
 */
export const withGatedLearner = <Params = Record<string, string>>(handler: UserHandler<Params>) =>
  handle<Params>(async (request, context) => {
    const work = async (admitted: Request) => handler(admitted, await requireLearner(admitted), context);
    const gate = loadGate();
    // Through the production front the request holds its slot already (server/gate-admission.ts).
    if (!gate.isOn || admittedByFront(request.headers)) return work(request);
    const learner = await gatedLearnerOf(request.headers.get("cookie"));
    if (!learner) return work(request); // its 401 needs no slot: requireLearner refuses it without the database
    const readBody = (deadline: AbortSignal) => {
      assertDeclaredLength(request.headers.get("content-length"), MAX_JSON_BYTES, bodyTooLarge);
      return readStreamBounded(request.body, MAX_JSON_BYTES, bodyTooLarge, deadline);
    };
    return runGated(gate, learner, readBody, (body) => work(withBodyRead(request, body)));
  });

/** The request with its body already read: the same request when it has none (GET), else a copy holding the bytes. */
const withBodyRead = (request: Request, body: Buffer): Request =>
  request.body === null ? request : new Request(request, { body: new Uint8Array(body) });

export const withAdmin = <Params = Record<string, string>>(handler: UserHandler<Params>) =>
  handle<Params>(async (request, context) => handler(request, await requireAdmin(request), context));

/** Reads (at most MAX_JSON_BYTES, counted while reading) and validates a JSON body; every failure is a 400 that names the problem. */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  assertDeclaredLength(request.headers.get("content-length"), MAX_JSON_BYTES, bodyTooLarge);
  return parseJsonBody(await readStreamBounded(request.body, MAX_JSON_BYTES), schema);
}

/** Reads and validates the query string like a body: 400 naming the parameter. */
export function readQuery<T>(request: Request, schema: ZodType<T>): T {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  assertStorableText(query);
  return schema.parse(query);
}

export function errorResponse(error: unknown): NextResponse {
  const { status, body } = errorBody(error);
  const response = respond(body, { status });
  if (typeof body.retryAfterSeconds === "number") response.headers.set("Retry-After", String(body.retryAfterSeconds));
  return response;
}

/**
 * The client's address for per-address limits: only what this process's front computed from the
 * socket and TRUST_PROXY_HOPS (lib/api/client-address.ts) and stamped with its token
 * (lib/api/front-proof.ts); never a header as a client sent it, X-Forwarded-For or our own. Null
 * without the front (`next start`, `next dev`): the limits then count every such request under one
 * shared key, so that they still hold (`ipKey`, lib/rate-limit.ts; docs/rules.md, "Accounts and sessions").
 */
export function clientIp(request: Request): string | null {
  const address = addressStampedByFront(request.headers.get(CLIENT_ADDRESS_HEADER));
  if (address === null) warnOnceWithoutFront();
  return address;
}

let warnedWithoutFront = false;
/** Tells the operator once per process that a production server runs without its front. */
function warnOnceWithoutFront() {
  if (warnedWithoutFront || process.env.NODE_ENV !== "production") return;
  warnedWithoutFront = true;
  console.warn(
    "[client-address] A request reached Next.js without the production front (scripts/server.mjs): its address is unknown, so " +
      "every such request counts as one client for the per-address limits. Serve the app with `npm start` " +
      '(docs/operations.md, "The client\'s address").',
  );
}

/** The `{id}` of a dynamic route; anything that is not a uuid cannot exist, so it is a 404. */
export async function idParam(context: RouteContext<{ id: string }>, notFoundMessage = "Not found."): Promise<string> {
  const { id } = await context.params;
  if (!isUuid(id)) throw new DomainError("NotFound", notFoundMessage);
  return id.toLowerCase();
}

/**
 * Reads a multipart form, refusing bodies over `maxBytes` (counted while reading) before parsing
 * them, and any field or file name the database could not hold (assertStorableForm).
 */
export async function readForm(request: Request, maxBytes: number): Promise<FormData> {
  const tooLarge = () => bodyTooLarge(`The upload is too large: ${Math.floor(maxBytes / 1024 / 1024)} MB at most.`);
  assertDeclaredLength(request.headers.get("content-length"), maxBytes, tooLarge);
  const contentType = request.headers.get("content-type");
  if (!contentType?.startsWith("multipart/form-data")) throw new DomainError("Invalid", "The form must be sent as multipart/form-data.");
  const bytes = await readStreamBounded(request.body, maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw new DomainError("Invalid", "The form could not be read. Please try again.");
  }
  assertStorableForm(form);
  return form;
}

/** The text fields of a form read by readForm (which checked them) as a plain object; files are read separately. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}
