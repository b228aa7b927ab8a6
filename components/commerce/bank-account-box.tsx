"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { formatPKR } from "@/lib/format";
import { useBankAccount, type BankAccount } from "./use-bank-account";

/** "Pay into this account": where to transfer, and how much. */
export function BankAccountBox({ amount, initial }: { amount: number; initial?: BankAccount }) {
  const bank = useBankAccount(initial);
  return (
    <section aria-labelledby="pay-into-title" className="rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      <h3 id="pay-into-title" className="text-sm font-semibold text-brand-900">
        Pay into this account
      </h3>
      {bank.status === "loading" && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" className="text-brand-700" />
          Loading the account details…
        </p>
      )}
      {bank.status === "error" && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-700">
          Couldn&apos;t load the account details.
          <Button variant="outline" size="sm" onClick={() => void bank.retry()}>
            Try again
          </Button>
        </div>
      )}
      {bank.status === "ready" && (
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">Bank</dt>
          <dd className="font-medium text-slate-900">{bank.account.bankName}</dd>
          <dt className="text-slate-600">Account number</dt>
          <dd className="flex items-center gap-x-2 font-mono font-medium text-slate-900">
            {/* The number may break, the Copy button beside it never drops to a line of its own. */}
            <span className="min-w-0 break-all">{bank.account.accountNumber}</span>
            <CopyButton text={bank.account.accountNumber} what="Account number" />
          </dd>
          <dt className="text-slate-600">Account title</dt>
          <dd className="font-medium text-slate-900">{bank.account.accountHolder}</dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatPKR(amount)}</dd>
        </dl>
      )}
    </section>
  );
}
