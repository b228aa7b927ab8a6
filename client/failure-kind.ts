import type { ErrorBodyKind } from "@/lib/errors";

/**
 * Why a request failed, as the browser knows it: the kind the server's error body names
 * (lib/errors.ts; `Internal` for a 500), or `Unreachable` when no answer arrived (offline, timed
 * out, cancelled). Screens branch on this, never on an HTTP status (docs/rules.md, "API
 * conventions").
 */
export type FailureKind = ErrorBodyKind | "Unreachable";

/**
 * What a status means when the answer names no kind: a proxy's or the platform's own page (a 413
 * or 502 in HTML). Statuses no kind shares fall to the nearest family below.
 */
const KIND_OF_STATUS: Record<number, FailureKind> = {
  0: "Unreachable",
  400: "Invalid",
  401: "Unauthenticated",
  403: "Forbidden",
  404: "NotFound",
  408: "TimedOut",
  409: "Conflict",
  413: "TooLarge",
  415: "UnsupportedType",
  429: "RateLimited",
  503: "Busy",
};

/**
 * The one place in the browser that reads an HTTP status: the failure kind of an answer
 * (`undefined` for a success). The body's own `kind` wins; a status alone is the fallback.
 */
export function failureKind(status: number, bodyKind?: unknown): FailureKind | undefined {
  if (isSuccessStatus(status)) return undefined;
  if (typeof bodyKind === "string" && bodyKind !== "") return bodyKind as FailureKind;
  return KIND_OF_STATUS[status] ?? (status >= 500 ? "Internal" : "Invalid");
}

/** A 2xx: the request did what it asked. */
export const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/**
 * The request itself failed (no answer, our fault, or a server asking for a wait), as opposed to a
 * refusal of what it asked: the screen says "try again" rather than "you cannot".
 */
export const isTransportFailure = (kind: FailureKind | undefined) =>
  kind === "Unreachable" || kind === "Internal" || kind === "Busy" || kind === "Preparing";
