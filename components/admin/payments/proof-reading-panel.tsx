import Link from "next/link";
import type { ReactNode } from "react";
import { formatCalendarDay, formatDateTime, formatPKR, NO_VALUE } from "@/lib/format";
import type { ProofDisagreement } from "@/lib/payments/proof-reading/disagreements";
import { readerNoteText } from "@/lib/payments/proof-reading/reader-note";
import { readingSummary } from "@/lib/payments/proof-reading/reading-summary";
import { DAYS_BEFORE_ORDER } from "@/lib/payments/statements/limits";
import type { PaymentView } from "@/components/commerce/payment-view";

type Reading = NonNullable<PaymentView["proofReading"]>;

/** How the desk words each disagreement (docs/rules.md, "Reading payment proofs"). */
const DISAGREEMENT_TEXT: Record<ProofDisagreement, string> = {
  "transaction-number": "Differs from the number the learner typed",
  amount: "Differs from the order's amount",
  "paid-before-order": `Paid more than ${DAYS_BEFORE_ORDER} days before the order was placed`,
  "another-order-reference": "Another order's reference",
  "unknown-reference": "Not this order's reference (no order holds it)",
};

/** A reading whose reader has nothing to show, said plainly. */
const NOT_READ: Record<Exclude<Reading["status"], "read">, string> = {
  pending: "Not read yet.",
  unreadable: "The screenshot could not be read.",
  failed: "The reader failed on this proof.",
};

const NOT_READ_FIELD = <span className="text-slate-500 italic">not read</span>;

/** "24 Nov 2026, 9:41 pm PKT", or the day alone when the receipt printed no time. */
const paidText = (paidAt: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(paidAt) ? `${formatCalendarDay(paidAt)} (no time printed)` : formatDateTime(paidAt);

type Row = { label: string; read: ReactNode; typed: ReactNode; typedLabel: string; disagreement?: ProofDisagreement };

function rowsOf(reading: Reading, payment: PaymentView): Row[] {
  const mono = (text: string | null) => (text === null ? NOT_READ_FIELD : <span className="font-mono break-all">{text}</span>);
  return [
    {
      label: "Transaction number",
      read: mono(reading.transactionId),
      typed: mono(payment.transactionId),
      typedLabel: "Typed",
      disagreement: "transaction-number",
    },
    {
      label: "Amount",
      read: reading.amountPkr === null ? NOT_READ_FIELD : formatPKR(reading.amountPkr),
      typed: formatPKR(payment.amount),
      typedLabel: "Order",
      disagreement: "amount",
    },
    {
      label: "Paid",
      read: reading.paidAt === null ? NOT_READ_FIELD : paidText(reading.paidAt),
      typed: formatDateTime(payment.createdAt),
      typedLabel: "Order placed",
      disagreement: "paid-before-order",
    },
    { label: "Bank", read: reading.bank ?? NOT_READ_FIELD, typed: payment.bankName || NO_VALUE, typedLabel: "Typed" },
    {
      label: "Reference",
      read:
        reading.reference === null ? (
          NOT_READ_FIELD
        ) : reading.disagreements.includes("another-order-reference") ? (
          <Link
            href={`/admin/payments?${new URLSearchParams({ status: "ALL", search: reading.reference })}`}
            className="font-mono font-medium text-brand-800 underline underline-offset-4"
          >
            {reading.reference}
            <span className="sr-only"> (find that order)</span>
          </Link>
        ) : (
          mono(reading.reference)
        ),
      typed: mono(payment.reference),
      typedLabel: "Order",
      disagreement: reading.disagreements.includes("unknown-reference") ? "unknown-reference" : "another-order-reference",
    },
  ];
}

/**
 * "Read from the screenshot": what the proof reader read, beside what the learner typed and the
 * order holds, each disagreement marked in words (not by colour alone). Admins only; one column
 * of label, read and typed per field, so it reads the same at 390 px.
 */
export function ProofReadingPanel({ payment }: { payment: PaymentView }) {
  const reading = payment.proofReading;
  if (!reading) return null;
  const headingId = `payment-${payment.id}-reading`;
  const count = reading.disagreements.length;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Read from the screenshot
      </h3>
      {reading.status !== "read" ? (
        <p className="mt-1 text-slate-700">
          {NOT_READ[reading.status]}
          {reading.reason && <span className="block break-words">Reason: {readerNoteText(reading.reason)}</span>}
        </p>
      ) : (
        <>
          <p className={count ? "mt-1 font-medium text-amber-900" : "mt-1 text-slate-600"}>{readingSummary(reading)}</p>
          <dl className="mt-2 divide-y divide-slate-100">
            {rowsOf(reading, payment).map((row) => {
              const differs = row.disagreement !== undefined && reading.disagreements.includes(row.disagreement);
              return (
                <div key={row.label} className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[9rem_1fr_1fr]">
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase sm:pt-0.5">{row.label}</dt>
                  <dd className={differs ? "min-w-0 font-medium text-amber-950" : "min-w-0 text-slate-900"}>
                    <span className="text-slate-500">Read: </span>
                    {row.read}
                  </dd>
                  <dd className="min-w-0 text-slate-700">
                    <span className="text-slate-500">{row.typedLabel}: </span>
                    {row.typed}
                  </dd>
                  {differs && (
                    <dd className="font-medium text-amber-900 sm:col-start-2 sm:col-end-4">
                      <span aria-hidden="true">⚠ </span>
                      {DISAGREEMENT_TEXT[row.disagreement!]}
                    </dd>
                  )}
                </div>
              );
            })}
          </dl>
          {reading.reason && <p className="mt-1 break-words text-slate-600">Reader&apos;s note: {readerNoteText(reading.reason)}</p>}
        </>
      )}
    </section>
  );
}
