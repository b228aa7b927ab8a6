import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { issuePaymentReference } from "@/lib/payments/reference";

/** Checkout asks for the order's reference before the learner transfers; `payment/add` takes it back with its token. */
export const GET = withLearner(async (_request, user) => ok(issuePaymentReference(user.id)));
