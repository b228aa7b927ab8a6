import { formFields, idParam, readForm, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { resubmitRejectedOrder } from "@/lib/payments/resubmit";
import { MAX_PROOF_BYTES, resubmissionFormSchema } from "@/lib/payments/schemas";

/** Multipart: transactionId, file, bankName, accountHolder — a rejected order sent again under its reference. */
export const POST = withLearner<{ id: string }>(async (request, user, context) => {
  const paymentId = await idParam(context, "Payment not found.");
  const form = await readForm(request, MAX_PROOF_BYTES + 64 * 1024);
  const fields = resubmissionFormSchema.parse(formFields(form));
  const order = await resubmitRejectedOrder(user.id, paymentId, fields, form.get("file"));
  return ok(order, "Order sent again: it waits for a new check.");
});
