import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { paymentItems, payments, subjects } from "@/db/schema";
import { badRequest, conflict } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { IMAGE_AND_PDF, readCheckedUpload } from "@/lib/files/sniff";
import { toPaisa } from "@/lib/money";
import { storeUploadThen } from "@/lib/files/store";
import { fingerprint } from "@/lib/files/image-hash";
import { recordProofMatches } from "./proof-matches";
import { MAX_PROOF_BYTES, MONTHLY_PLAN_PRICE_PKR, type paymentFormSchema } from "./schemas";

export const TRANSACTION_USED = "This transaction number is already used on another payment.";

type PaymentForm = z.infer<typeof paymentFormSchema>;

/**
 * Places an order: the amount comes from current prices (client prices are ignored), the proof
 * is checked by content and stored, and the payment starts PENDING.
 */
export async function placeOrder(userId: string, form: PaymentForm, proofFile: unknown): Promise<{ id: string; amount: number }> {
  const isMonthly = form.isMonthlySub === "YES";
  const subjectIds = [...new Set(form.cart.map((item) => item.subjectId))];
  if (!isMonthly && subjectIds.length === 0) throw badRequest("Your cart is empty.", "cart");
  const items = isMonthly ? [] : await currentPrices(subjectIds);
  const amountPaisa = isMonthly ? toPaisa(MONTHLY_PLAN_PRICE_PKR) : items.reduce((sum, item) => sum + item.pricePaisa, 0);
  if (amountPaisa <= 0) throw badRequest("These subjects are free: there is nothing to pay.", "cart");

  const proof = await readCheckedUpload(proofFile, {
    field: "file",
    label: "payment screenshot",
    maxBytes: MAX_PROOF_BYTES,
    allowed: IMAGE_AND_PDF,
    allowedText: "a PNG, JPEG or WebP image or a PDF",
  });
  const proofPrint = await fingerprint(proof.bytes, proof.type.mime);
  try {
    return await storeUploadThen("proofs", proof, (proofKey) =>
      getDb().transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            userId,
            isMonthly,
            amountPaisa,
            bankName: form.bankName,
            accountHolder: form.accountHolder,
            transactionId: form.transactionId,
            proofKey,
            proofContentType: proof.type.mime,
            proofSha256: proofPrint.sha256,
            proofDhash: proofPrint.dhash,
            proofHashedAt: sql`now()`,
          })
          .returning({ id: payments.id });
        if (items.length > 0)
          await tx
            .insert(paymentItems)
            .values(items.map((item) => ({ paymentId: payment!.id, subjectId: item.id, pricePaisa: item.pricePaisa })));
        await recordProofMatches(tx, payment!.id);
        return { id: payment!.id, amount: amountPaisa / 100 };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TRANSACTION_USED);
    throw error;
  }
}

async function currentPrices(subjectIds: string[]) {
  const rows = await getDb()
    .select({ id: subjects.id, pricePaisa: subjects.pricePaisa })
    .from(subjects)
    .where(inArray(subjects.id, subjectIds));
  if (rows.length !== subjectIds.length)
    throw badRequest("Your cart holds a subject that no longer exists. Please refresh your cart.", "cart");
  return rows;
}
