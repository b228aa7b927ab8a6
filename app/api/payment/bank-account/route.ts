import { withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getEnv } from "@/lib/env";

/** The account learners pay into (from env), for the payment dialog on static pages. */
export const GET = withUser(async () => {
  const env = getEnv();
  return ok({ bankName: env.BANK_NAME, accountNumber: env.BANK_ACCOUNT_NUMBER, accountHolder: env.BANK_ACCOUNT_HOLDER });
});
