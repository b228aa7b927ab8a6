/**
 * How soon a payment is decided (docs/rules.md, "Access, payments and attempts"): the one promise
 * learners read on pricing, the terms, checkout and their orders, and the one the admin's pending
 * queue is measured against. Safe to import in client components.
 */
export const APPROVAL_PROMISE_HOURS = 24;

/** "within 24 hours", for a sentence of its own screen. */
export const APPROVAL_WITHIN = `within ${APPROVAL_PROMISE_HOURS} hours`;

/** The promise as a sentence: "Our team checks every payment within 24 hours." */
export const APPROVAL_PROMISE = `Our team checks every payment ${APPROVAL_WITHIN}.`;

/** A payment pending this many whole hours or more has broken the promise. */
export const breaksApprovalPromise = (waitingHours: number) => waitingHours >= APPROVAL_PROMISE_HOURS;
