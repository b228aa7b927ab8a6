import { changedFileMessage } from "./chosen-files";
import { failureKind, type FailureKind } from "./failure-kind";
import { signedOutByServer } from "./unauthorized";

export type { FailureKind };

/** Every API answer: `{ success, message?, data? }` plus documented extras (`user`, `field`, …). */
export type ApiResult<T = unknown> = {
  success: boolean;
  message?: string;
  data?: T;
  /** Field named by a 400 answer, when the server names one. */
  field?: string;
  /**
   * Why it failed (client/failure-kind.ts): the kind the server named, or `Unreachable` when no
   * answer arrived. Undefined on a success. What a screen branches on.
   */
  kind?: FailureKind;
  /** HTTP status of the answer, for logs and messages only; 0 when no answer arrived (offline, timeout). */
  status: number;
  /** The wait a 429 or 503 asked for (its body's figure, else its Retry-After header in seconds). */
  retryAfterSeconds?: number;
  [key: string]: unknown;
};

export type ApiInit = Omit<RequestInit, "body"> & {
  /** Plain objects/arrays are sent as JSON; FormData, strings and blobs as they are. */
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
  /** Default true: a 401 goes to the sign-in page and back, or to the screen that took 401s over (client/unauthorized.ts). */
  redirectOnUnauthorized?: boolean;
  /** Default 5000 ms. */
  timeoutMs?: number;
};

export const REQUEST_TIMEOUT_MS = 5000;
export const TIMEOUT_MESSAGE = "The request timed out. Please check your connection and try again.";
export const NETWORK_MESSAGE = "Could not reach the server. Please check your connection and try again.";

function apiUrl(path: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) throw new Error(`apiFetch only calls the same origin: ${path}`);
  const clean = path.replace(/^\/+/, "");
  return clean.startsWith("api/") ? `/${clean}` : `/api/${clean}`;
}

function isJsonBody(body: ApiInit["body"]): body is Record<string, unknown> | unknown[] {
  if (body === null || body === undefined) return false;
  return Array.isArray(body) || Object.prototype.toString.call(body) === "[object Object]";
}

/** A failure with no body to read: the kind from the status alone (0: no answer arrived). */
export function failure(status: number, message: string): ApiResult<never> {
  return { success: false, status, kind: failureKind(status) ?? "Internal", message };
}

/** A chosen file that changed on disk since: refused before sending, as the file field's problem. */
export function changedFileRefusal(message: string): ApiResult<never> {
  return { success: false, status: 0, kind: "Invalid", field: "file", message };
}

/**
 * Same-origin call to the product API (`"/api/users/login"` or `"users/login"`).
 * Never throws for network problems: it resolves to `{ success: false, message, kind: "Unreachable", status: 0 }`.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<ApiResult<T>> {
  const { body, redirectOnUnauthorized = true, timeoutMs = REQUEST_TIMEOUT_MS, headers, signal, ...rest } = init;
  const finalHeaders = new Headers(headers);
  finalHeaders.set("accept", "application/json");
  let finalBody: BodyInit | null | undefined;
  if (isJsonBody(body)) {
    finalHeaders.set("content-type", "application/json");
    finalBody = JSON.stringify(body);
  } else {
    finalBody = body;
  }
  if (finalBody instanceof FormData) {
    const changed = await changedFileMessage(finalBody);
    if (changed) return changedFileRefusal(changed);
  }
  const timeout = AbortSignal.timeout(timeoutMs);

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      credentials: "same-origin",
      cache: "no-store",
      ...rest,
      headers: finalHeaders,
      body: finalBody,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) return failure(0, TIMEOUT_MESSAGE);
    if (error instanceof DOMException && error.name === "AbortError") return failure(0, "The request was cancelled.");
    return failure(0, NETWORK_MESSAGE);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const kind = failureKind(response.status, (json as { kind?: unknown } | undefined)?.kind);
  if (kind === "Unauthenticated" && redirectOnUnauthorized && typeof window !== "undefined") signedOutByServer();
  // A wait the server asks for (429, 503): the body's figure, else the header (a proxy's 503 has no JSON).
  const retryAfter = Number(response.headers.get("retry-after"));
  const waitAsked = Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {};
  if (!json || typeof json !== "object" || Array.isArray(json)) {
    return {
      ...failure(
        response.status,
        response.ok ? "The server sent an unexpected answer." : `Something went wrong (${response.status}). Please try again.`,
      ),
      ...waitAsked,
    };
  }
  const parsed = json as Partial<ApiResult<T>>;
  return {
    ...waitAsked,
    ...parsed,
    success: parsed.success === true && response.ok,
    message: typeof parsed.message === "string" ? parsed.message : undefined,
    kind,
    status: response.status,
  } as ApiResult<T>;
}
