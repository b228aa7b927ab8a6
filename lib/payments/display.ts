/** Payment display rules shared by the server and the desk's client components (no database here). */

/** The short order number learners and admins see ("#1A2B3C4D"): the payment id's first 8 characters. */
export const orderNumber = (paymentId: string) => paymentId.slice(0, 8).toUpperCase();

/** At most this many proof matches travel with each payment of a list (a much-copied picture must not bloat a page). */
export const PROOF_MATCHES_LISTED = 10;

/** Why two look-alike proofs are no reuse (docs/rules.md, "Reading payment proofs"): the desk and the API say it alike. */
export const differentNumbersRead = (own: string, other: string) => `different transaction numbers read: ${own} and ${other}`;

/** The matches that are reuses: approving the payment takes a confirmation while one is left. */
export const reuses = <Match extends { notReuse: string | null }>(matches: readonly Match[]): Match[] =>
  matches.filter((match) => match.notReuse === null);

/** Who uploaded a proof and when (ISO), for naming the first of a reused picture. */
export type ProofUpload = { paymentId: string; userName: string; uploadedAt: string };

/**
 * The earliest upload among a payment's and its matches' (docs/rules.md, "Reused proofs"): the
 * one the others may have copied. Ties go to the payment itself.
 */
export function firstUpload(own: ProofUpload, matches: readonly ProofUpload[]): ProofUpload {
  return matches.reduce((first, match) => (Date.parse(match.uploadedAt) < Date.parse(first.uploadedAt) ? match : first), own);
}

/** "payment #1A2B3C4D by Zara Ahmed, uploaded 11/20/2026, 3:04 PM": how the confirm and the 409 name an upload. */
export const uploadText = (upload: ProofUpload, formatted: string) =>
  `payment #${orderNumber(upload.paymentId)} by ${upload.userName}, uploaded ${formatted}`;

/** Only an approved payment has an approval to take back (docs/rules.md, "Revoking an approval"). */
export const mayRevoke = (status: string) => status === "ACCEPTED";

/** Only a rejected order may be sent again with a new proof (docs/rules.md, "Access, payments and attempts"). */
export const mayResubmit = (status: string) => status === "REJECTED";
