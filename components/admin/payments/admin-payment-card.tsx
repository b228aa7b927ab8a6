"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime, formatPKR } from "@/lib/format";
import { mayRevoke } from "@/lib/payments/display";
import { endingLines } from "@/lib/payments/revocation-terms";
import { FactList } from "@/components/commerce/fact-list";
import { orderFacts, type PaymentView } from "@/components/commerce/payment-view";
import { PaymentStatusBadge } from "@/components/commerce/status-badge";
import { ApproveConfirmDialog, confirmationsOf } from "./approve-confirm-dialog";
import { ProofMatchNotice } from "./proof-match-notice";
import { ProofReadingPanel } from "./proof-reading-panel";
import { ProofViewer } from "./proof-viewer";
import { RejectDialog } from "./reject-dialog";
import { RevokeApproval } from "./revoke-approval";
import { useDecidePayment } from "./use-decide-payment";

/** Who took the approval back, when and why, and what ended with it. */
function Revocation({ revocation }: { revocation: NonNullable<PaymentView["revocation"]> }) {
  const ended = endingLines(revocation.effects);
  return (
    <span className="mt-1 block break-words text-slate-700">
      <span className="block font-medium text-slate-900">
        Approval revoked on {formatDateTime(revocation.revokedAt)}
        {revocation.revokedBy && ` by ${revocation.revokedBy}`}
      </span>
      <span className="block">Reason: {revocation.reason}</span>
      {ended.length > 0 && <span className="block">Ended: {ended.join(" ")}</span>}
    </span>
  );
}

function Decision({ payment }: { payment: PaymentView }) {
  if (payment.status === "PENDING" || !payment.decidedAt) return null;
  const verb = payment.status === "REJECTED" ? "Rejected" : "Approved";
  const statement = payment.statementMatch;
  return (
    <p className="text-sm text-slate-600">
      {verb} on {formatDateTime(payment.decidedAt)}
      {statement && (
        <span className="block">
          Matched by statement, row {statement.row} (by {statement.by}):{" "}
          <a href={statement.fileUrl} className="font-medium text-brand-800 underline-offset-4 hover:underline">
            {statement.bank} statement
          </a>{" "}
          uploaded {formatDateTime(statement.uploadedAt)}
          {statement.uploadedBy && ` by ${statement.uploadedBy}`}
        </span>
      )}
      {payment.status === "REJECTED" && (
        <span className="block break-words text-red-800">Reason: {payment.rejectionReason || "none given"}</span>
      )}
      {payment.revocation && <Revocation revocation={payment.revocation} />}
    </p>
  );
}

/** One payment request: learner, order facts, proof, Approve / Reject while it is pending, and Revoke approval once approved. */
export function AdminPaymentCard({ payment }: { payment: PaymentView }) {
  const { decide, busy, busyAction } = useDecidePayment(payment.id);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Something the server will ask to confirm: ask first (a reused proof, a reading that disagrees).
  const asks = Object.keys(confirmationsOf(payment)).length > 0;
  const titleId = `payment-${payment.id}-title`;
  const pending = payment.status === "PENDING";
  const summary = `${payment.user.name} · ${formatPKR(payment.amount)} · ${payment.reference}`;

  return (
    <Card as="article" aria-labelledby={titleId} className="overflow-hidden p-0!">
      <div className="flex flex-col gap-5 p-5 sm:flex-row">
        <ProofViewer payment={payment} />
        <div className="min-w-0 flex-1 space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={titleId} className="font-semibold break-words text-slate-900">
                {payment.user.name}
              </h2>
              <p className="text-sm break-all text-slate-600">{payment.user.email}</p>
            </div>
            <div className="flex items-center gap-2">
              <span className="font-mono text-xs text-slate-500">#{payment.orderId}</span>
              <PaymentStatusBadge status={payment.status} />
            </div>
          </div>
          <ProofMatchNotice payment={payment} />
          {payment.resubmissions > 0 && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
              Resubmitted after a rejection{payment.resubmissions > 1 ? ` (${payment.resubmissions} times)` : ""}: new proof and transaction
              number, same reference.
            </p>
          )}
          <FactList facts={orderFacts(payment)} />
          <ProofReadingPanel payment={payment} />
          <Decision payment={payment} />
        </div>
      </div>
      {pending && (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
          <Button variant="outline" className="text-red-700! hover:bg-red-50!" onClick={() => setRejecting(true)} disabled={busy}>
            Reject
          </Button>
          <Button
            onClick={() => (asks ? setConfirming(true) : void decide(true))}
            loading={busyAction === "approve"}
            disabled={busy}
            loadingText="Approving…"
          >
            Approve
          </Button>
        </div>
      )}
      {mayRevoke(payment.status) && (
        <div className="flex flex-col gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
          <RevokeApproval paymentId={payment.id} summary={summary} />
        </div>
      )}
      {asks && (
        <ApproveConfirmDialog
          payment={payment}
          open={confirming}
          onOpenChange={setConfirming}
          onApprove={(confirmations) => decide(true, undefined, confirmations)}
        />
      )}
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        summary={`${payment.user.name} · ${formatPKR(payment.amount)} · transaction ${payment.transactionId}`}
        busy={busyAction === "reject"}
        onReject={(reason) => decide(false, reason)}
      />
    </Card>
  );
}
