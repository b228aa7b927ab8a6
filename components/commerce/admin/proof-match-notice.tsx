"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { orderNumber, PROOF_MATCHES_LISTED } from "@/lib/payments/display";
import type { PaymentView } from "../payment-view";
import { matchedProof, matchText, ownProof } from "./proof-views";
import { ProofZoomDialog } from "./proof-zoom-dialog";

type ProofMatch = NonNullable<PaymentView["proofMatches"]>[number];

/** Matches named one by one; beyond these the notice says how many more there are. */
const NAMED_MATCHES = 3;

/** A warning naming every other payment whose proof is the same file or the same picture, each with Compare. */
export function ProofMatchNotice({ payment }: { payment: PaymentView }) {
  const [comparing, setComparing] = useState<ProofMatch | null>(null);
  const matches = payment.proofMatches ?? [];
  if (matches.length === 0) return null;

  return (
    <div role="note" aria-label="Reused proof" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
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
              <span className="block text-xs text-amber-900">
                {match.exact ? "The identical file." : "The same picture, resized or re-saved."}
              </span>
            </span>
            <Button variant="outline" size="sm" onClick={() => setComparing(match)}>
              Compare<span className="sr-only"> with payment of {match.userName}</span>
            </Button>
          </li>
        ))}
      </ul>
      {matches.length > NAMED_MATCHES && (
        <p className="mt-2 text-xs font-medium">
          And {matches.length - NAMED_MATCHES}
          {matches.length >= PROOF_MATCHES_LISTED ? " or more" : ""} more {matches.length - NAMED_MATCHES === 1 ? "payment" : "payments"}{" "}
          with the same proof.
        </p>
      )}
      <ProofZoomDialog
        open={comparing !== null}
        onOpenChange={(open) => !open && setComparing(null)}
        proofs={comparing ? [ownProof(payment), matchedProof(comparing)] : []}
        title={`Compare proofs · #${payment.orderId}`}
      />
    </div>
  );
}
