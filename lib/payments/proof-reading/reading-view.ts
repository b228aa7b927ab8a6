import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { paymentProofReadings, payments, type ProofReadingStatus } from "@/db/schema";
import { fromPaisa } from "@/lib/money";
import { disagreementsOf, type OrderFacts, type ProofDisagreement } from "./disagreements";

/**
 * What the proof reader read from a payment's screenshot, for admins (docs/rules.md, "Reading
 * payment proofs"). Fields are null unless `status` is "read" (and then null for a field not read
 * or read in doubt); `reason` is the reader's note for the admin.
 */
export type ProofReadingView = {
  status: ProofReadingStatus;
  /** The read number's key: letters and digits, upper-cased, as typed numbers compare. */
  transactionId: string | null;
  amountPkr: number | null;
  /** `2026-11-24T21:41:00+05:00`, or the day alone (`2026-11-24`) when no time was printed. */
  paidAt: string | null;
  bank: string | null;
  reference: string | null;
  disagreements: ProofDisagreement[];
  reason: string | null;
};

export type ReadOrder = OrderFacts & { id: string; proofKey: string };

const PENDING: ProofReadingView = {
  status: "pending",
  transactionId: null,
  amountPkr: null,
  paidAt: null,
  bank: null,
  reference: null,
  disagreements: [],
  reason: null,
};

/**
 * The readings of these payments' proofs, by payment id. A payment without a row, or whose row
 * read an earlier proof (its `proof_key` is not the payment's: a proof sent again), is pending.
 */
export async function proofReadingsOf(orders: readonly ReadOrder[]): Promise<Map<string, ProofReadingView>> {
  const views = new Map<string, ProofReadingView>(orders.map((order) => [order.id, PENDING]));
  if (orders.length === 0) return views;
  const rows = await getDb()
    .select()
    .from(paymentProofReadings)
    .where(
      inArray(
        paymentProofReadings.paymentId,
        orders.map((order) => order.id),
      ),
    );
  const byPayment = new Map(orders.map((order) => [order.id, order]));
  const current = rows.filter((row) => row.proofKey === byPayment.get(row.paymentId)?.proofKey);
  const references = [...new Set(current.flatMap((row) => (row.status === "read" && row.reference ? [row.reference] : [])))];
  const holders = new Map(
    references.length
      ? (
          await getDb()
            .select({ id: payments.id, reference: payments.reference })
            .from(payments)
            .where(inArray(payments.reference, references))
        ).map((row) => [row.reference, row.id])
      : [],
  );
  for (const row of current) {
    const order = byPayment.get(row.paymentId)!;
    if (row.status !== "read") {
      views.set(row.paymentId, { ...PENDING, status: row.status, reason: row.reason });
      continue;
    }
    views.set(row.paymentId, {
      status: "read",
      transactionId: row.transactionKey,
      amountPkr: row.amountPaisa === null ? null : fromPaisa(row.amountPaisa),
      paidAt: row.paidAt,
      bank: row.bank,
      reference: row.reference,
      disagreements: disagreementsOf(row, order, row.reference ? (holders.get(row.reference) ?? null) : null),
      reason: row.reason,
    });
  }
  return views;
}
