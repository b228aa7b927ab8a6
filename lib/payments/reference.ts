import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DomainError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "./reference-format";

export { referenceKey, REFERENCE_PATTERN } from "./reference-format";

/**
 * A new payment reference from the crypto RNG (docs/rules.md, "Payment references"): 32 symbols,
 * so the low 5 bits of each random byte pick one without bias.
 */
export function newPaymentReference(): string {
  return REFERENCE_PREFIX + Array.from(randomBytes(6), (byte) => REFERENCE_ALPHABET[byte & 31]).join("");
}

const sign = (userId: string, reference: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`payment-reference:${userId}:${reference}`).digest("base64url");

/**
 * A reference for the order the learner is about to pay, shown at checkout before the transfer.
 * Nothing is stored: the token proves the server issued this reference to this learner.
 */
export function issuePaymentReference(userId: string): { reference: string; token: string } {
  const reference = newPaymentReference();
  return { reference, token: sign(userId, reference) };
}

/** The checkout's reference when its token is this learner's, a new one when the order came without one. */
export function claimPaymentReference(userId: string, issued: { reference?: string; referenceToken?: string }): string {
  if (!issued.reference) return newPaymentReference();
  const expected = Buffer.from(sign(userId, issued.reference));
  const given = Buffer.from(issued.referenceToken ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new DomainError("Invalid", "This payment reference was not issued to you. Please open checkout again.", { field: "reference" });
  return issued.reference;
}
