import type { ErrorKind } from "@/lib/errors";

/**
 * The HTTP status of each kind of domain failure (docs/rules.md, "API conventions"): the one
 * place where the domain's words become HTTP. Every route answers a DomainError with its kind's
 * status here, and a new kind does not compile until it has one.
 */
export const ERROR_STATUS = {
  Invalid: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotEntitled: 403,
  NotFound: 404,
  AlreadyExists: 409,
  AlreadyDone: 409,
  AttemptLimitReached: 409,
  WindowClosed: 409,
  Ended: 409,
  InProgress: 409,
  Sealed: 409,
  NotALearner: 409,
  Locked: 409,
  NoQuestions: 409,
  NeedsConfirmation: 409,
  Raced: 409,
  Conflict: 409,
  TimedOut: 408,
  TooLarge: 413,
  UnsupportedType: 415,
  RateLimited: 429,
  Busy: 503,
  Preparing: 503,
} as const satisfies Record<ErrorKind, number>;

export type ErrorStatus = (typeof ERROR_STATUS)[ErrorKind];
