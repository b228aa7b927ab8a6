/** A failure the client caused or may see: carries the HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly field?: string,
    /** Extra answer fields for the client, e.g. which question failed. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have access to this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A throttle's refusal; the wait reaches the client as the body's `retryAfterSeconds` and a `Retry-After` header. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, retryAfterSeconds ? { retryAfterSeconds } : undefined);
