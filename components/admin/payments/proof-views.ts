import { orderNumber } from "@/lib/payments/display";
import type { PaymentView } from "@/components/commerce/payment-view";
import type { ZoomedProof } from "./proof-zoom-dialog";

type ProofMatch = NonNullable<PaymentView["proofMatches"]>[number];

/** "Same proof as payment #X (learner Y)", or "Same transaction number as …": how the desk names the other payment of a match. */
export const matchText = (match: ProofMatch) =>
  `${match.samePicture ? "Same proof" : "Same transaction number"} as payment #${orderNumber(match.paymentId)} (learner ${match.userName})`;

/** What a match is, under its name. */
export const matchKind = (match: ProofMatch) =>
  match.exact
    ? "The identical file."
    : match.sameTransaction
      ? `${match.sameTransaction}, read from a proof, is on both payments.`
      : match.notReuse
        ? `The same layout, but not a reuse: ${match.notReuse}.`
        : "The same picture, resized or re-saved.";

export const ownProof = (payment: PaymentView): ZoomedProof => ({
  src: payment.imageUrl,
  alt: `Payment proof from ${payment.user.name}, order #${payment.orderId}`,
  label: `This payment · #${payment.orderId} · ${payment.user.name}`,
  isImage: payment.proofType.startsWith("image/"),
});

export const matchedProof = (match: ProofMatch): ZoomedProof => ({
  src: match.imageUrl,
  alt: `Payment proof from ${match.userName}, order #${orderNumber(match.paymentId)}`,
  label: `Payment #${orderNumber(match.paymentId)} · ${match.userName}`,
  isImage: match.proofType.startsWith("image/"),
});
