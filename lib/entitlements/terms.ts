/**
 * The terms of access, safe to import in client components: what a payment buys (docs/rules.md,
 * "Access, payments and attempts"). lib/entitlements enforces them; screens build their copy from them.
 */
export const ENTITLEMENT_DAYS = 30;
export const ATTEMPTS_PER_ENTITLEMENT = 2;

/** Until when a learner holds each subject (running and queued periods); `all` for the monthly plan. */
export type AccessUntil = { all: Date | null; subjects: Map<string, Date> };

/** When the learner's access to this subject ends (the later of the monthly plan and the subject's own), or null. */
export function subjectAccessUntil(access: AccessUntil, subjectId: string): Date | null {
  const own = access.subjects.get(subjectId) ?? null;
  if (!own || !access.all) return own ?? access.all;
  return own > access.all ? own : access.all;
}
