import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { payments, pendingPaymentReferences } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { newPaymentReference } from "./reference";

/** What checkout is about to be paid for: the monthly plan, or these subjects. */
export type CartChoice = { isMonthly: true } | { isMonthly: false; subjectIds: readonly string[] };

/** The reference checkout shows, and the one it showed before for another cart (null: none since the last order). */
export type PendingReference = { reference: string; replaces: string | null };

/** A learner's references for carts they have not ordered yet, the most recently shown kept: enough for any back-and-forth. */
const KEPT_PER_LEARNER = 10;

/** The same cart in any order and with repeats is one key; the plan has its own. */
export function cartKeyOf(cart: CartChoice): string {
  if (cart.isMonthly) return "plan";
  const ids = [...new Set(cart.subjectIds.map((id) => id.toLowerCase()))].sort();
  return `subjects:${createHash("sha256").update(ids.join(",")).digest("base64url")}`;
}

const shown = { reference: pendingPaymentReferences.reference, replaces: pendingPaymentReferences.replaces };

/**
 * The learner's reference for this cart (docs/rules.md, "Payment references"): the one stored when
 * checkout first showed this cart, else a new one stored now. Stored, not remembered by an
 * instance, so every open, reload and device shows the same until an order takes it.
 */
export async function pendingReferenceFor(userId: string, cart: CartChoice): Promise<PendingReference> {
  const db = getDb();
  const cartKey = cartKeyOf(cart);
  const mine = and(eq(pendingPaymentReferences.userId, userId), eq(pendingPaymentReferences.cartKey, cartKey));
  for (let tries = 1; tries <= 5; tries++) {
    const [held] = await db
      .update(pendingPaymentReferences)
      .set({ shownAt: sql`now()` })
      .where(mine)
      .returning(shown);
    if (held) return held;
    const replaces = await lastShown(db, userId);
    // Nothing on a clash: a second device making this cart's row at the same moment (it is read on the next
    // turn), or a reference another learner holds (drawn again).
    const [made] = await db
      .insert(pendingPaymentReferences)
      .values({ userId, cartKey, reference: await unusedReference(db), replaces })
      .onConflictDoNothing()
      .returning(shown);
    if (made) {
      await keepNewest(db, userId);
      return made;
    }
  }
  throw new Error("Could not store a payment reference after 5 tries.");
}

/** The reference checkout showed this learner last, when that was after their latest order. */
async function lastShown(db: Executor, userId: string): Promise<string | null> {
  const [last] = await db
    .select({ reference: pendingPaymentReferences.reference })
    .from(pendingPaymentReferences)
    .where(
      and(
        eq(pendingPaymentReferences.userId, userId),
        sql`${pendingPaymentReferences.shownAt} > coalesce((select max(${payments.createdAt}) from ${payments} where ${payments.userId} = ${userId}), '-infinity')`,
      ),
    )
    .orderBy(desc(pendingPaymentReferences.shownAt))
    .limit(1);
  return last?.reference ?? null;
}

async function keepNewest(db: Executor, userId: string) {
  const newest = db
    .select({ cartKey: pendingPaymentReferences.cartKey })
    .from(pendingPaymentReferences)
    .where(eq(pendingPaymentReferences.userId, userId))
    .orderBy(desc(pendingPaymentReferences.shownAt))
    .limit(KEPT_PER_LEARNER);
  await db
    .delete(pendingPaymentReferences)
    .where(and(eq(pendingPaymentReferences.userId, userId), notInArray(pendingPaymentReferences.cartKey, newest)));
}

/** A reference no payment and no checkout holds (a clash is about one in a billion; the indexes stay the authority). */
export async function unusedReference(db: Executor): Promise<string> {
  for (;;) {
    const reference = newPaymentReference();
    const [taken] = await readRows(
      db,
      sql`select exists (select 1 from ${payments} where ${payments.reference} = ${reference})
            or exists (select 1 from ${pendingPaymentReferences} where ${pendingPaymentReferences.reference} = ${reference}) as "taken"`,
      { taken: column.boolean },
    );
    if (!taken?.taken) return reference;
  }
}

export const NOT_YOUR_REFERENCE = "This payment reference was not issued to you. Please open checkout again.";

/**
 * The reference an order being placed takes, inside its transaction: the one checkout showed
 * (`given`), which must be this learner's and unused, else this cart's if checkout showed one.
 * Taking it deletes it, so no second order and no other learner can use it. Null: draw a new one
 * (no reference was shown, or `given` is on this learner's earlier order: one checkout, two orders).
 */
export async function takeReference(tx: Transaction, userId: string, cart: CartChoice, given?: string): Promise<string | null> {
  const which = given ? eq(pendingPaymentReferences.reference, given) : eq(pendingPaymentReferences.cartKey, cartKeyOf(cart));
  const [taken] = await tx
    .delete(pendingPaymentReferences)
    .where(and(eq(pendingPaymentReferences.userId, userId), which))
    .returning({ reference: pendingPaymentReferences.reference });
  if (taken) return taken.reference;
  if (!given) return null;
  const [ordered] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reference, given), eq(payments.userId, userId)));
  if (ordered) return null;
  throw new DomainError("Invalid", NOT_YOUR_REFERENCE, { field: "reference" });
}
