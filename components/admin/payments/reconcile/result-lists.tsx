import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { formatPKR, NO_VALUE } from "@/lib/format";
import { DAYS_BEFORE_ORDER } from "@/lib/payments/statements/limits";
import { STATUS_LABEL } from "@/components/commerce/status-badge";
import type { MatchedBy, Named } from "@/lib/payments/statements/match";
import type { Checked } from "./types";

/** Long statements list this many rows per list; the counts stay exact. */
const SHOWN = 300;

const UNMATCHED_REASON = {
  "not-found": "No pending payment is named",
  "before-order": `Dated more than ${DAYS_BEFORE_ORDER} days before the order was placed`,
  "matched-above": "Its payment was matched by an earlier row",
  ambiguous: "Names more than one payment, so it approves none: check on the desk",
} as const;

/** The rule that named the payment (docs/rules.md, "Statement reconciliation"). */
const MATCHED_BY: Record<MatchedBy, string> = {
  reference: "by payment reference",
  transaction: "by transaction number",
  proof: "by: proof (the number read from the screenshot)",
};

const deskLink = (reference: string) => `/admin/payments?${new URLSearchParams({ status: "ALL", search: reference })}`;

function Payment({ reference, learner }: { reference: string; learner: string }) {
  return (
    <span className="min-w-0 break-words">
      <span className="font-medium text-slate-900">{learner}</span>{" "}
      <Link href={deskLink(reference)} className="font-mono text-brand-800 underline-offset-4 hover:underline">
        {reference}
      </Link>
    </span>
  );
}

function List<T>({
  id,
  title,
  hint,
  items,
  render,
}: {
  id: string;
  title: string;
  hint: string;
  items: T[];
  render: (item: T) => ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="space-y-3 p-4 sm:p-5">
      <div>
        <h2 id={id} className="font-semibold text-slate-900">
          {title} <span className="text-slate-500 tabular-nums">({items.length})</span>
        </h2>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">None.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.slice(0, SHOWN).map((item, index) => (
            <li key={index} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
      {items.length > SHOWN && (
        <p className="text-sm text-slate-500">
          Showing the first {SHOWN} of {items.length}.
        </p>
      )}
    </Card>
  );
}

const By = ({ by }: { by: MatchedBy }) => <span className="text-slate-500">{MATCHED_BY[by]}</span>;
/** What an ambiguous row names: each payment, and by which rule. */
const Names = ({ names }: { names: Named[] }) => (
  <ul className="w-full space-y-1 pl-16">
    {names.map((named) => (
      <li key={named.paymentId} className="flex flex-wrap items-baseline gap-x-3">
        <Payment {...named} />
        <By by={named.by} />
      </li>
    ))}
  </ul>
);
const Row = ({ row }: { row: number }) => <span className="w-16 shrink-0 text-slate-500 tabular-nums">Row {row}</span>;
const Money = ({ value }: { value: number }) => <span className="font-semibold tabular-nums">{formatPKR(value)}</span>;

/** The dry run as the admin reads it: matched, amount differs, not found, already decided. */
export function ResultLists({ result }: { result: Checked }) {
  return (
    <div className="space-y-4">
      <List
        id="matched-title"
        title="Matched"
        hint="Approving approves these payments, exactly as Approve on the desk."
        items={result.matched}
        render={(match) => (
          <>
            <Row row={match.row} />
            <Payment {...match} />
            <Money value={match.amount} />
            <By by={match.by} />
            {match.reusedProof && (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                Reused proof: check on the desk
              </span>
            )}
          </>
        )}
      />
      <List
        id="mismatched-title"
        title="Amount differs"
        hint="The row names a pending payment but the amounts are not equal: check these on the desk."
        items={result.mismatched}
        render={(match) => (
          <>
            <Row row={match.row} />
            <Payment {...match} />
            <By by={match.by} />
            <span>
              expected <Money value={match.expected} />, statement says <Money value={match.found} />
            </span>
          </>
        )}
      />
      <List
        id="unmatched-title"
        title="Not found"
        hint="Credits that name no pending payment, or name more than one."
        items={result.unmatched}
        render={(row) => (
          <>
            <Row row={row.row} />
            <span className="min-w-0 flex-1 break-words text-slate-900">{row.description || NO_VALUE}</span>
            <Money value={row.amount} />
            <span className="w-full text-slate-500 sm:w-auto">{UNMATCHED_REASON[row.reason]}</span>
            {row.names && <Names names={row.names} />}
          </>
        )}
      />
      <List
        id="decided-title"
        title="Already decided"
        hint="Rows of payments that were approved or rejected before: nothing changes for them."
        items={result.alreadyDecided}
        render={(match) => (
          <>
            <Row row={match.row} />
            <Payment {...match} />
            <Money value={match.amount} />
            <span className="text-slate-500">{STATUS_LABEL[match.status]}</span>
          </>
        )}
      />
    </div>
  );
}
