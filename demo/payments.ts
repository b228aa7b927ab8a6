import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Transaction } from "@/db/client";
import { paymentItems, payments, users } from "@/db/schema";
import { DEMO_LEARNER } from "./accounts";
import { demoCandidate } from "./grand-tests";
import { receiptSvg, type ReceiptDetails } from "./sample-files";
import { seedSubjects } from "./subjects";

/** The demo learner's approved purchase of the first two subjects. */
export const DEMO_TRANSACTION_ID = "TXN-DEMO-0001";
/**
 * A candidate's order of one subject, awaiting the admin's decision: the payment desk opens on
 * something to review (and README's screenshot of it is not an empty desk).
 */
export const PENDING_DEMO_ORDER = {
  transactionId: "TXN-DEMO-0002",
  payer: demoCandidate(1),
  subjectName: seedSubjects[2]!.name,
  bank: "Meezan Bank",
} as const;

const pendingPricePkr = seedSubjects[2]!.pricePkr;

/** A learner's screenshot of the transfer's receipt, as PNG (what an upload would store). */
async function receiptPng(receipt: ReceiptDetails): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(receiptSvg(receipt)))
      .png()
      .toBuffer(),
  );
}

/** The proof of payment TXN-DEMO-0001. */
export const approvedProof = () =>
  receiptPng({
    bank: "HBL",
    amountPkr: seedSubjects.slice(0, 2).reduce((sum, subject) => sum + subject.pricePkr, 0),
    transactionId: DEMO_TRANSACTION_ID,
    when: "24 Nov 2026, 9:41 pm",
    from: DEMO_LEARNER.name,
    to: "AnaesPrep",
  });

/** "27 Nov 2026, 6:21 pm" in Pakistan, as a bank app shows it. */
const bankAppTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Karachi",
});

/** The proof of the pending order: a transfer made a few minutes before the order was placed (the seed). */
export const pendingProof = (now = new Date()) =>
  receiptPng({
    bank: PENDING_DEMO_ORDER.bank,
    amountPkr: pendingPricePkr,
    transactionId: PENDING_DEMO_ORDER.transactionId,
    when: bankAppTime.format(new Date(now.getTime() - 10 * 60_000)),
    from: PENDING_DEMO_ORDER.payer.name,
    to: "AnaesPrep",
  });

/** The pending order, after the candidates exist (demo/grand-tests.ts); its proof is stored already. */
export async function insertPendingOrder(tx: Transaction, proofKey: string, subject: { id: string; pricePaisa: number }) {
  const [payer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, PENDING_DEMO_ORDER.payer.email));
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: payer!.id,
      amountPaisa: subject.pricePaisa,
      bankName: PENDING_DEMO_ORDER.bank,
      accountHolder: PENDING_DEMO_ORDER.payer.name,
      transactionId: PENDING_DEMO_ORDER.transactionId,
      proofKey,
      proofContentType: "image/png",
    })
    .returning({ id: payments.id });
  await tx.insert(paymentItems).values({ paymentId: payment!.id, subjectId: subject.id, pricePaisa: subject.pricePaisa });
}
