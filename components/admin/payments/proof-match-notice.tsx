"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { orderNumber, PROOF_MATCHES_LISTED, reuses } from "@/lib/payments/display";
import type { PaymentView } from "@/components/commerce/payment-view";
import { matchedProof, matchKind, matchText, ownProof } from "./proof-views";
import { ProofZoomDialog } from "./proof-zoom-dialog";

type ProofMatch = NonNullable<PaymentView["proofMatches"]>[number];

/** Matches named one by one; beyond these the notice says how many more there are. */
const NAMED_MATCHES = 3;

type MatchListProps = { matches: ProofMatch[]; label: string; warning: boolean; more: string; onCompare: (match: ProofMatch) => void };

function MatchList({ matches, label, warning, more, onCompare }: MatchListProps) {
  if (matches.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={label}
      className={cn(
        "rounded-xl border px-4 py-3 text-sm",
        warning ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-slate-50 text-slate-800",
      )}
    >
      <ul className="space-y-2">
        {matches.slice(0, NAMED_MATCHES).map((match) => (
          <li key={match.paymentId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              <Link
                href={`/admin/payments?${new URLSearchParams({ status: "ALL", search: `#${orderNumber(match.paymentId)}` })}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {matchText(match)}
              </Link>
              <span className={cn("block text-xs break-words", warning ? "text-amber-900" : "text-slate-600")}>{matchKind(match)}</span>
            </span>
            <Button variant="outline" size="sm" onClick={() => onCompare(match)}>
              Compare<span className="sr-only"> with payment of {match.userName}</span>
            </Button>
          </li>
        ))}
      </ul>
      {matches.length > NAMED_MATCHES && (
        <p className="mt-2 text-xs font-medium">
          And {matches.length - NAMED_MATCHES}
          {matches.length >= PROOF_MATCHES_LISTED ? " or more" : ""} more {matches.length - NAMED_MATCHES === 1 ? "payment" : "payments"}{" "}
          {more}.
        </p>
      )}
    </div>
  );
}

/** Said while the picture waits for its fingerprint: look-alikes are not known yet, only an identical file. */
export const NOT_YET_CHECKED = "Not yet checked for look-alike proofs: the check runs in the background and takes moments.";

/**
 * A warning naming every other payment whose proof is the same file or picture, or shows the same
 * transaction number, each with Compare; and, apart and calmly, look-alikes read with different
 * numbers, which are no reuse (docs/rules.md, "Reading payment proofs").
 */
export function ProofMatchNotice({ payment }: { payment: PaymentView }) {
  const [comparing, setComparing] = useState<ProofMatch | null>(null);
  const matches = payment.proofMatches ?? [];
  const unchecked = payment.proofChecked === false && (
    <p
      role="note"
      aria-label="Proof not yet checked"
      className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset"
    >
      {NOT_YET_CHECKED}
    </p>
  );
  if (matches.length === 0) return unchecked || null;
  const reused = reuses(matches);
  const cleared = matches.filter((match) => match.notReuse !== null);

  return (
    <div className="space-y-2">
      {unchecked}
      <MatchList matches={reused} label="Reused proof" warning more="with the same proof" onCompare={setComparing} />
      <MatchList
        matches={cleared}
        label="Look-alike proofs, not reused"
        warning={false}
        more="of the same layout"
        onCompare={setComparing}
      />
      <ProofZoomDialog
        open={comparing !== null}
        onOpenChange={(open) => !open && setComparing(null)}
        proofs={comparing ? [ownProof(payment), matchedProof(comparing)] : []}
        title={`Compare proofs · #${payment.orderId}`}
      />
    </div>
  );
}
