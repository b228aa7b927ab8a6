import { readQuery, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { pendingReferenceFor } from "@/lib/payments/pending-reference";
import { referenceQuery } from "@/lib/payments/schemas";

/**
 * Checkout asks for the order's reference before the learner transfers: the same one for the same
 * cart until an order takes it, and `replaces` when the cart changed since checkout last showed one.
 */
export const GET = withLearner(async (request, user) => {
  const { plan, subjects } = readQuery(request, referenceQuery);
  return ok(await pendingReferenceFor(user.id, plan ? { isMonthly: true } : { isMonthly: false, subjectIds: subjects }));
});
