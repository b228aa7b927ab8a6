import { formFields, readForm, withLearner } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { placeOrder } from "@/lib/payments/create";
import { MAX_PROOF_BYTES, paymentFormSchema } from "@/lib/payments/schemas";

/** Multipart: bankName, accountHolder, transactionId, amount (ignored), file, isMonthlySub, cart. */
export const POST = withLearner(async (request, user) => {
  const form = await readForm(request, MAX_PROOF_BYTES + 64 * 1024);
  const fields = paymentFormSchema.parse(formFields(form));
  const order = await placeOrder(user.id, fields, form.get("file"));
  return created(order, "Order placed successfully");
});
