/**
 * The terms of access, safe to import in client components: what a payment buys (docs/rules.md,
 * "Access, payments and attempts"). lib/entitlements enforces them; screens build their copy from them.
 */
import { formatDateTime } from "@/lib/format";

export const ENTITLEMENT_DAYS = 30;
export const ATTEMPTS_PER_ENTITLEMENT = 2;
/** The most days one extension by an admin adds (docs/rules.md, "A learner's record and extending access"). */
export const MAX_EXTENSION_DAYS = 365;

/** The refusal of a quiz to a learner without access to its subject. */
export const NOT_ENTITLED = "Buy this subject to take its quizzes.";

/** The end of a period extended by `days` whole days of 24 hours (the server's rule, and the confirmation's preview). */
export const extendedEnd = (endsAt: Date | string, days: number) => new Date(new Date(endsAt).getTime() + days * 24 * 60 * 60 * 1000);

/** What a period covers, on screen: its subject, or every subject for the monthly plan (`subject_id` null). */
export const accessName = (subjectName: string | null) => subjectName ?? "Every subject (monthly plan)";

/** Until when a learner holds each subject (running and queued periods); `all` for the monthly plan. */
export type AccessUntil = { all: Date | null; subjects: Map<string, Date> };

/** When the learner's access to this subject ends (the later of the monthly plan and the subject's own), or null. */
export function subjectAccessUntil(access: AccessUntil, subjectId: string): Date | null {
  const own = access.subjects.get(subjectId) ?? null;
  if (!own || !access.all) return own ?? access.all;
  return own > access.all ? own : access.all;
}

/**
 * What a renewal bought now gives, said before anyone pays (docs/rules.md, "Access, payments and
 * attempts"): a subject's renewal starts when the learner's own access to it ends (`renewsFrom`), and
 * its attempts arrive then; without one running it starts at approval.
 */
export function renewalNote(renewsFrom: Date | string | null): string {
  if (renewsFrom === null) return `Starts when your payment is approved, with ${ATTEMPTS_PER_ENTITLEMENT} new attempts per quiz.`;
  return `Your new access starts on ${formatDateTime(renewsFrom)}, when the current one ends; its ${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz arrive then.`;
}

/** One granted period as the approval mail and Pending Order tell it; `queued` when it starts after the approval. */
export function grantNote(grant: { name: string; startsAt: Date | string; endsAt: Date | string; queued: boolean }): string {
  const attempts = `${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz`;
  return grant.queued
    ? `${grant.name}: starts on ${formatDateTime(grant.startsAt)}, when your current access ends, until ${formatDateTime(grant.endsAt)}; its ${attempts} arrive then.`
    : `${grant.name}: unlocked until ${formatDateTime(grant.endsAt)}, with ${attempts}.`;
}

/** The same, in a table cell: "New attempts from …, when this access ends." */
export function renewalShortNote(renewsFrom: Date | string | null): string {
  return renewsFrom === null ? "New attempts once approved." : `New attempts from ${formatDateTime(renewsFrom)}, when this access ends.`;
}

/** The periods a revoked approval ends: those running or waiting to start (docs/rules.md, "Revoking an approval"). */
export const periodsThatEnd = <Period extends { state: string }>(periods: readonly Period[]): Period[] =>
  periods.filter((period) => period.state !== "ended");
