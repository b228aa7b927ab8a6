import "server-only";
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { paymentItems, payments, subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { isUniqueViolation, violatedConstraint } from "@/lib/db-errors";
import { IMAGE_AND_PDF, readCheckedUpload } from "@/lib/files/sniff";
import { toPaisa } from "@/lib/money";
import { storeUploadThen } from "@/lib/files/store";
import { fingerprintAtUpload } from "./proof-fingerprints";
import { recordProofMatches } from "./proof-matches";
import { queueProofReading } from "./proof-reading/queue";
import { takeReference, unusedReference, type CartChoice } from "./pending-reference";
import { MAX_PROOF_BYTES, MONTHLY_PLAN_PRICE_PKR, type paymentFormSchema } from "./schemas";

export const TRANSACTION_USED = "This transaction number is already used on another payment.";

type PaymentForm = z.infer<typeof paymentFormSchema>;

/**
 * Places an order: the amount comes from current prices (client prices are ignored), the proof
 * is checked by content and stored, and the payment starts PENDING.
 */
export async function placeOrder(
  userId: string,
  form: PaymentForm,
  proofFile: unknown,
): Promise<{ id: string; amount: number; reference: string }> {
  const isMonthly = form.isMonthlySub === "YES";
  const subjectIds = [...new Set(form.cart.map((item) => item.subjectId))];
  if (!isMonthly && subjectIds.length === 0) throw new DomainError("Invalid", "Your cart is empty.", { field: "cart" });
  const items = isMonthly ? [] : await currentPrices(subjectIds);
  const amountPaisa = isMonthly ? toPaisa(MONTHLY_PLAN_PRICE_PKR) : items.reduce((sum, item) => sum + item.pricePaisa, 0);
  if (amountPaisa <= 0) throw new DomainError("Invalid", "These subjects are free: there is nothing to pay.", { field: "cart" });

  const cart: CartChoice = isMonthly ? { isMonthly: true } : { isMonthly: false, subjectIds };

  const proof = await readPaymentProof(proofFile);
  try {
    return await storeUploadThen("proofs", proof, (proofKey) =>
      withFreshReferenceOnCollision((fresh) =>
        getDb().transaction(async (tx) => {
          // The reference checkout showed goes with the order (docs/rules.md, "Payment references").
          const reference = fresh ?? (await takeReference(tx, userId, cart, form.reference)) ?? (await unusedReference(tx));
          const [payment] = await tx
            .insert(payments)
            .values({
              userId,
              reference,
              isMonthly,
              amountPaisa,
              bankName: form.bankName,
              accountHolder: form.accountHolder,
              transactionId: form.transactionId,
              proofKey,
              proofContentType: proof.type.mime,
              ...fingerprintAtUpload(proof.bytes, proof.type.mime),
            })
            .returning({ id: payments.id });
          if (items.length > 0)
            await tx
              .insert(paymentItems)
              .values(items.map((item) => ({ paymentId: payment!.id, subjectId: item.id, pricePaisa: item.pricePaisa })));
          // The same file at once; look-alikes once the proof worker has hashed the picture (./proof-fingerprints.ts).
          await recordProofMatches(tx, payment!.id);
          // Read later by the proof reader, woken at the commit (docs/rules.md, "Reading payment proofs").
          await queueProofReading(tx, payment!.id, proofKey);
          return { id: payment!.id, amount: amountPaisa / 100, reference };
        }),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("AlreadyExists", TRANSACTION_USED);
    throw error;
  }
}

/**
 * Runs the insert (`fresh` null: with the reference checkout showed); when another payment holds
 * that reference already (a payment made without checkout drew the same), again with a new one.
 */
async function withFreshReferenceOnCollision<T>(insert: (fresh: string | null) => Promise<T>): Promise<T> {
  let fresh: string | null = null;
  for (let tries = 1; ; tries++) {
    try {
      return await insert(fresh);
    } catch (error) {
      if (tries >= 5 || violatedConstraint(error) !== "payments_reference_key") throw error;
      fresh = await unusedReference(getDb());
    }
  }
}

async function currentPrices(subjectIds: string[]) {
  const rows = await getDb()
    .select({ id: subjects.id, pricePaisa: subjects.pricePaisa })
    .from(subjects)
    .where(inArray(subjects.id, subjectIds));
  if (rows.length !== subjectIds.length)
    throw new DomainError("Invalid", "Your cart holds a subject that no longer exists. Please refresh your cart.", { field: "cart" });
  return rows;
}

/**
 * A payment screenshot as checkout and a resubmission take it: checked by its bytes and, a picture,
 * by the size its header states. Nothing is decoded while the learner waits.
 */
export function readPaymentProof(file: unknown) {
  return readCheckedUpload(file, {
    field: "file",
    label: "payment screenshot",
    maxBytes: MAX_PROOF_BYTES,
    allowed: IMAGE_AND_PDF,
    allowedText: "a PNG, JPEG or WebP image or a PDF",
  });
}
