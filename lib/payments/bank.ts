import { getEnv } from "@/lib/env";
import { transactionKey } from "./transaction-number";

export type BankAccount = { bankName: string; accountNumber: string; accountHolder: string };

/** The account learners pay into, from the environment. */
export function bankAccount(): BankAccount {
  const env = getEnv();
  return { bankName: env.BANK_NAME, accountNumber: env.BANK_ACCOUNT_NUMBER, accountHolder: env.BANK_ACCOUNT_HOLDER };
}

/**
 * The academy's own account number as matching looks for it in a text (never evidence, since the
 * account is published and in every payer's row): its key, and without leading zeros as an IBAN
 * or a bank's narration may print it.
 */
export function ownAccountKeys(): string[] {
  const key = transactionKey(bankAccount().accountNumber);
  const trimmed = key.replace(/^0+/, "");
  return [...new Set([key, trimmed])].filter((form) => form.length >= 6);
}
