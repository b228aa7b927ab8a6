/** Payment display rules shared by the server and the desk's client components (no database here). */

/** The short order number learners and admins see ("#1A2B3C4D"): the payment id's first 8 characters. */
export const orderNumber = (paymentId: string) => paymentId.slice(0, 8).toUpperCase();

/** At most this many proof matches travel with each payment of a list (a much-copied picture must not bloat a page). */
export const PROOF_MATCHES_LISTED = 10;
