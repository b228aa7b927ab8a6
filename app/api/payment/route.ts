import { readQuery, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { pageInfo } from "@/lib/pagination";
import { listPaymentPage } from "@/lib/payments/list";
import { paymentListQuery } from "@/lib/payments/schemas";

/**
 * `?status=PENDING|ACCEPTED|REJECTED|ALL&search=&page=&pageSize=`: own payments for a learner,
 * everyone's for an admin, newest first. `data` is the page (the documented list), `page` says
 * where it is and `counts` how many of each status there are (both from SQL).
 */
export const GET = withUser(async (request, user) => {
  const result = await listPaymentPage(user, readQuery(request, paymentListQuery));
  return ok(result.items, undefined, { page: pageInfo(result), counts: result.counts });
});
