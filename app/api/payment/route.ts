import { readQuery, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listPayments } from "@/lib/payments/read";
import { paymentListQuery } from "@/lib/payments/schemas";

/** `?status=PENDING|ACCEPTED|REJECTED|ALL`: own payments for a learner, everyone's for an admin. */
export const GET = withUser(async (request, user) => {
  const { status } = readQuery(request, paymentListQuery);
  return ok(await listPayments(user, status));
});
