import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Transaction } from "@/db/client";
import { paymentItems, paymentProofReadings, payments, users } from "@/db/schema";
import { toZonedInputValue } from "@/lib/format";
import { transactionKey } from "@/lib/payments/transaction-number";
import { DEMO_LEARNER } from "./accounts";
import { demoCandidate } from "./grand-tests";
import { receiptSvg, type ReceiptDetails } from "./sample-files";
import { seedSubjects } from "./subjects";

/** The demo learner's approved purchase of the first two subjects. */
export const DEMO_TRANSACTION_ID = "TXN-DEMO-0001";
/**
 * A candidate's order of one subject, awaiting the admin's decision: the payment desk opens on
 * something to review (and README's screenshot of it is not an empty desk). The candidate slipped
 * typing the number, so the desk's reading of the receipt shows a disagreement to look at
 * (docs/rules.md, "Reading payment proofs").
 */
export const PENDING_DEMO_ORDER = {
  /** As the candidate typed it. */
  transactionId: "TXN-DEMO-0020",
  /** As the receipt prints it. */
  receiptTransactionId: "TXN-DEMO-0002",
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

/** When the pending order's transfer was made: a few minutes before the order was placed (the seed). */
const pendingPaidAt = (now: Date) => new Date(now.getTime() - 10 * 60_000);

/** The proof of the pending order. */
export const pendingProof = (now = new Date()) =>
  receiptPng({
    bank: PENDING_DEMO_ORDER.bank,
    amountPkr: pendingPricePkr,
    transactionId: PENDING_DEMO_ORDER.receiptTransactionId,
    when: bankAppTime.format(pendingPaidAt(now)),
    from: PENDING_DEMO_ORDER.payer.name,
    to: "AnaesPrep",
  });

/**
 * The pending order, after the candidates exist (demo/grand-tests.ts); its proof (drawn at `now`)
 * is stored already. What the proof reader reads from that receipt is seeded with it, so the desk
 * shows it without waiting for the reader.
 */
export async function insertPendingOrder(tx: Transaction, proofKey: string, subject: { id: string; pricePaisa: number }, now: Date) {
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
  await tx.insert(paymentProofReadings).values({
    paymentId: payment!.id,
    proofKey,
    status: "read",
    transactionKey: transactionKey(PENDING_DEMO_ORDER.receiptTransactionId),
    amountPaisa: subject.pricePaisa,
    paidAt: `${toZonedInputValue(pendingPaidAt(now))}:00+05:00`,
    bank: PENDING_DEMO_ORDER.bank,
    tries: 1,
    readAt: now,
  });
}
