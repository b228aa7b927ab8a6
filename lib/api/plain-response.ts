/**
 * Answers as plain data (`{ status, headers, body }`), for code that must run with and without
 * Next.js: the answer save's core answers this way, and each adapter writes it out unchanged
 * (lib/attempts/save-answer-core.ts). The JSON error shapes are the ones every route answers.
 */
import { ZodError } from "zod";
import type { CookieInstruction } from "@/lib/auth/token";
import { innermostMessage, isDatabaseUnreachable } from "@/lib/db-errors";
import { DomainError, type ErrorBodyKind } from "@/lib/errors";
import { ERROR_STATUS } from "./error-status";

/** While the database is out of reach (docs/rules.md, "Several instances"): a 503 that says when to send again. */
export const DATABASE_AWAY_MESSAGE = "The service is reconnecting to its database. Please try again in a few seconds.";
const DATABASE_AWAY_RETRY_SECONDS = 5;

export type ApiBody = { success: boolean; message?: string; data?: unknown; kind?: ErrorBodyKind; [extra: string]: unknown };
export type PlainResponse = { status: number; headers: Record<string, string | string[]>; body: string };

export function plainJson(status: number, body: ApiBody, cookies: CookieInstruction[] = []): PlainResponse {
  const headers: PlainResponse["headers"] = { "content-type": "application/json", "cache-control": "no-store" };
  if (cookies.length > 0) headers["set-cookie"] = cookies.map(serializeCookie);
  // A refusal that names a wait (429, 503) says it in the header too, as lib/api/handler.ts does.
  if (typeof body.retryAfterSeconds === "number") headers["retry-after"] = String(body.retryAfterSeconds);
  return { status, headers, body: JSON.stringify(body) };
}

/**
 * The status and JSON body of any failure: a DomainError by its kind (lib/api/error-status.ts),
 * zod as a 400 naming the field, a database out of reach as the 503 of "send again", the rest a 500. The body names the kind beside the message, so
 * that the browser tells failures apart by it rather than by a status.
 */
export function errorBody(error: unknown): { status: number; body: ApiBody } {
  if (error instanceof DomainError) {
    return {
      status: ERROR_STATUS[error.kind],
      body: { success: false, message: error.message, kind: error.kind, ...(error.field ? { field: error.field } : {}), ...error.details },
    };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.join(".") ?? "";
    const message = field ? `${humanize(field)}: ${issue?.message}` : (issue?.message ?? "Invalid request.");
    return { status: 400, body: { success: false, message, kind: "Invalid", ...(field ? { field } : {}) } };
  }
  if (isDatabaseUnreachable(error)) {
    // PostgreSQL restarting or failing over: the pool reconnects by itself, so "send again" is true.
    console.warn("[api] the database is out of reach:", innermostMessage(error));
    return errorBody(new DomainError("Busy", DATABASE_AWAY_MESSAGE, { details: { retryAfterSeconds: DATABASE_AWAY_RETRY_SECONDS } }));
  }
  console.error("Unexpected error in route handler", error);
  return { status: 500, body: { success: false, message: "Something went wrong on our side. Please try again.", kind: "Internal" } };
}

/** docs/rules.md, "API conventions": fields whose spaced name reads as a developer's ("Subject id"): the word the form shows instead. */
const FIELD_LABELS: Record<string, string> = { subjectId: "Subject", quizId: "Quiz", transactionId: "Transaction number" };

function humanize(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const spaced = field.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[._]/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** A Set-Cookie line as Next's `response.cookies.set` writes it. */
function serializeCookie({ name, value, options }: CookieInstruction): string {
  const attributes = [
    `Path=${options.path}`,
    ...(options.maxAge ? [`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`] : []),
    `Max-Age=${options.maxAge}`,
    ...(options.secure ? ["Secure"] : []),
    ...(options.httpOnly ? ["HttpOnly"] : []),
    `SameSite=${options.sameSite}`,
  ];
  return `${name}=${encodeURIComponent(value)}; ${attributes.join("; ")}`;
}

/** For a Route Handler: the same status, headers and bytes as a web Response. */
export function toWebResponse({ status, headers, body }: PlainResponse): Response {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) for (const item of [value].flat()) web.append(name, item);
  return new Response(body, { status, headers: web });
}
