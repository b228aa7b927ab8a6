import type { CartItem } from "@/client/cart";

/** What is being paid for: the cart's subjects, or the monthly plan. `amount` is for display only. */
export type PaymentOrder = { isMonthlySub: "NO"; items: readonly CartItem[]; amount: number } | { isMonthlySub: "YES"; amount: number };

/** The reference the server keeps for this learner's cart, and the one it replaces when the cart changed. */
export type IssuedReference = { reference: string; replaces: string | null };
