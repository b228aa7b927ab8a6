import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { paymentProofReadings, payments } from "@/db/schema";

type Reading = Partial<Omit<typeof paymentProofReadings.$inferInsert, "paymentId">>;

/**
 * What the proof reader would have written for this payment's current proof (a "read" row unless
 * `status` says otherwise); `proofKey` may name an earlier proof, to make the reading stale.
 */
export async function writeReading(paymentId: string, reading: Reading = {}): Promise<void> {
  const [payment] = await getDb().select({ proofKey: payments.proofKey }).from(payments).where(eq(payments.id, paymentId));
  const row = { status: "read" as const, proofKey: payment!.proofKey, readAt: new Date(), ...reading };
  await getDb()
    .insert(paymentProofReadings)
    .values({ paymentId, ...row })
    .onConflictDoUpdate({ target: paymentProofReadings.paymentId, set: row });
}
