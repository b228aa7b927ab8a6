/**
 * The failures the domain names (docs/rules.md, "API conventions"). lib/ throws a DomainError of
 * one kind, with a message safe to show; how a kind answers over HTTP is decided in one table,
 * lib/api/error-status.ts. A page or component that must tell failures apart branches on the
 * kind (`isDomainError(error, "NotFound")`), never on a status or on the message's text, so that
 * rewording a message or moving a status breaks nothing.
 */
export type ErrorKind =
  /** The input breaks a rule; `field` names the input when there is one. */
  | "Invalid"
  /** No session, or a session or credentials that no longer count. */
  | "Unauthenticated"
  /** The wrong role, a foreign origin, a disabled account, a change the viewer may not make. */
  | "Forbidden"
  /** The learner has not bought access to this (a subject's quizzes, a grand test, practice). */
  | "NotEntitled"
  /** Missing, deleted, or someone else's. */
  | "NotFound"
  /** A value that must be unique is taken: an email, a name, a transaction id, an open report. */
  | "AlreadyExists"
  /** Done once and for all already: decided, answered, corrected, sat, or the key already is that. */
  | "AlreadyDone"
  /** Every attempt the access allows has been used. */
  | "AttemptLimitReached"
  /** A grand test outside its window: not open yet, or closed. */
  | "WindowClosed"
  /** The attempt or practice session has ended, or its time is up: answers are no longer taken. */
  | "Ended"
  /** The attempt is still running, so it has no result yet. */
  | "InProgress"
  /** A grand test's review or results stay sealed until it closes; the message says when. */
  | "Sealed"
  /** The account is an admin's: admins hold no access, sit nothing and have no record. */
  | "NotALearner"
  /**
   * This can no longer change, because results or purchases rest on it: a quiz's questions and
   * key, an opened grand test's window, a subject that has quizzes or was bought.
   */
  | "Locked"
  /** The chosen filters leave no question to practise or review. */
  | "NoQuestions"
  /** A change that needs the admin's explicit confirmation first; `field` names the flag. */
  | "NeedsConfirmation"
  /** Another request changed the same thing at the same moment: sending again may succeed. */
  | "Raced"
  /** A change the current state refuses, none of the above. */
  | "Conflict"
  /** The request's body did not arrive within its deadline (a stalled client). */
  | "TimedOut"
  /** A body, file or sheet past its size limit. */
  | "TooLarge"
  /** A file that is not of a type this upload takes, or that cannot be read as one. */
  | "UnsupportedType"
  /** Too many tries; `details.retryAfterSeconds` says how long to wait. */
  | "RateLimited"
  /** The server sheds load: nothing was done, send again after `details.retryAfterSeconds`. */
  | "Busy"
  /** Not ready yet (grand-test results being ranked): send again after `details.retryAfterSeconds`. */
  | "Preparing";

/**
 * The `kind` of a JSON error body: a DomainError's kind, or `Internal` for our own fault (a 500,
 * whose message stays generic). The browser branches on it (client/failure-kind.ts).
 */
export type ErrorBodyKind = ErrorKind | "Internal";

export type DomainErrorOptions = {
  /** The input the failure is about, for the form to mark. */
  field?: string;
  /** Extra facts for the client, e.g. which question or row failed, or how long to wait. */
  details?: Record<string, unknown>;
};

export class DomainError extends Error {
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    { field, details }: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.field = field;
    this.details = details;
  }
}

/** A DomainError, of one of `kinds` when any are given: what a page's catch branches on. */
export function isDomainError(error: unknown, ...kinds: ErrorKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}

/** The refusal of a request that needs a signed-in account and has none. */
export const signInRequired = () => new DomainError("Unauthenticated", "Please sign in to continue.");
