import "server-only";
import { randomBytes } from "node:crypto";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "./reference-format";

export { referenceKey, REFERENCE_PATTERN } from "./reference-format";

/**
 * A new payment reference from the crypto RNG (docs/rules.md, "Payment references"): 32 symbols,
 * so the low 5 bits of each random byte pick one without bias.
 */
export function newPaymentReference(): string {
  return REFERENCE_PREFIX + Array.from(randomBytes(6), (byte) => REFERENCE_ALPHABET[byte & 31]).join("");
}
