import { getEnv } from "@/lib/env";

export type BankAccount = { bankName: string; accountNumber: string; accountHolder: string };

/** The account learners pay into, from the environment. */
export function bankAccount(): BankAccount {
  const env = getEnv();
  return { bankName: env.BANK_NAME, accountNumber: env.BANK_ACCOUNT_NUMBER, accountHolder: env.BANK_ACCOUNT_HOLDER };
}
