import { withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { bankAccount } from "@/lib/payments/bank";

/** The account learners pay into, for the payment dialog on static pages. */
export const GET = withUser(async () => ok(bankAccount()));
