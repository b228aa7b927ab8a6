/**
 * What a payment reference looks like (docs/rules.md, "Payment references"), shared by the server
 * and the screens: "AP-" and six symbols from digits and capitals without 0, O, 1 and I, which are
 * easy to misread. The migration's `payment_reference_from` writes the same alphabet.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "AP-";
export const REFERENCE_PATTERN = /^AP-[2-9A-HJ-NP-Z]{6}$/;
/** Letters and digits of a reference ("AP7KQ3M9"): all a run of a statement row's words must hold to be one. */
export const REFERENCE_KEY_LENGTH = 8;

/** How matching compares a reference: letters and digits only, upper-cased ("ap 7kq3m9" = "AP-7KQ3M9"). */
export const referenceKey = (text: string) => text.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

/** "ap 7kq3m9", "AP7KQ3M9" → "AP-7KQ3M9"; null when the text cannot be a reference. */
export function asReference(text: string): string | null {
  const key = referenceKey(text);
  const spelled = `${REFERENCE_PREFIX}${key.slice(2)}`;
  return key.startsWith("AP") && REFERENCE_PATTERN.test(spelled) ? spelled : null;
}
