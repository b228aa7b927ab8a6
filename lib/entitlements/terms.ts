/**
 * The terms of access, safe to import in client components: what a payment buys (DESIGN.md
 * "Entitlements"). lib/entitlements enforces them; screens build their copy from them.
 */
export const ENTITLEMENT_DAYS = 30;
export const ATTEMPTS_PER_ENTITLEMENT = 2;
