/**
 * How a revoked approval is told (docs/rules.md, "Revoking an approval"), safe to import in client
 * components: the desk's confirmation, the server's answer, the learner's order card and the email
 * all word what ends and what moves from here.
 */
import type { MovedPeriod, RevocationEffects, RevokedAttempt, RevokedPeriod, RevokedPractice } from "@/db/schema";
import { accessName, periodsThatEnd } from "@/lib/entitlements/terms";
import { countOf, formatDateTime } from "@/lib/format";
import { orderNumber } from "./display";

export type { MovedPeriod, RevocationEffects, RevokedAttempt, RevokedPeriod, RevokedPractice };

/** What an admin's reason must be, said before it is sent (the server's rule is `reasonSchema`). */
export const REVOKE_REASON_MISSING = "Please give the reason for revoking the approval.";

/** The periods a revocation ends: those that were running or waiting to start. */
export const endingPeriods = (effects: Pick<RevocationEffects, "periods">) => periodsThatEnd(effects.periods);

/** "Pharmacology: the access until 2 Jan 2027, 9:50 pm PKT, with 3 unused attempts." */
function periodLine(period: RevokedPeriod): string {
  const name = accessName(period.subjectName);
  const attempts = countOf(period.attemptsLeft, "unused attempt");
  return period.state === "queued"
    ? `${name}: the renewal from ${formatDateTime(period.startsAt)} until ${formatDateTime(period.endsAt)}, with ${attempts}.`
    : `${name}: the access until ${formatDateTime(period.endsAt)}, with ${attempts}.`;
}

const attemptLine = (attempt: RevokedAttempt) =>
  `The attempt at ${attempt.quizName} (${attempt.subjectName}) still open: it is ended and scored on the answers saved.`;

const practiceLine = (practice: RevokedPractice) =>
  `The ${practice.mode} practice session of ${countOf(practice.questions, "question")} started ${formatDateTime(
    practice.startedAt,
  )}, still open: it is ended and scored on the answers saved.`;

/** One line per thing that ends: each period that had not ended, each attempt still open in one, each practice session drawing on one. */
export const endingLines = (effects: RevocationEffects): string[] => [
  ...endingPeriods(effects).map(periodLine),
  ...effects.attempts.map(attemptLine),
  ...(effects.practice ?? []).map(practiceLine),
];

/** "Pharmacology: the renewal of order #1A2B3C4D starts on … instead of …, until …." */
export const movedLines = (effects: RevocationEffects): string[] =>
  effects.moved.map(
    (period: MovedPeriod) =>
      `${accessName(period.subjectName)}: the renewal of order #${orderNumber(period.paymentId)} starts on ${formatDateTime(
        period.newStartsAt,
      )} instead of ${formatDateTime(period.startsAt)}, until ${formatDateTime(period.newEndsAt)}.`,
  );

/** Said when nothing ends: the payment's access had already run out. */
export const NOTHING_ENDS = "Its access has already ended, so no access or attempts go.";

/** What stays, whatever ends. */
export const HISTORY_STAYS = "Attempts already taken stay in the learner's results and history.";

/** "Access to Pharmacology and Anatomy ended." for the answer's message, or NOTHING_ENDS. */
export function endedSummary(effects: RevocationEffects): string {
  const names = endingPeriods(effects).map((period) => accessName(period.subjectName));
  return names.length === 0 ? NOTHING_ENDS : `Access to ${names.join(", ")} ended.`;
}
