import { Card } from "@/components/ui/card";
import { CheckIcon, ClockIcon, CloseIcon } from "@/components/ui/icons";
import { TextLink } from "@/components/ui/text-link";
import { formatDateTime } from "@/lib/format";
import { grantNote, renewalNote } from "@/lib/entitlements/terms";
import { APPROVAL_WITHIN } from "@/lib/payments/approval-promise";
import { mayResubmit } from "@/lib/payments/display";
import { endingLines } from "@/lib/payments/revocation-terms";
import { AccessNote } from "./access-note";
import { FactList } from "./fact-list";
import { PaymentReference } from "./payment-reference";
import { orderFacts, type PaymentView } from "./payment-view";
import { ResubmitOrderForm } from "./resubmit-order-form";
import { PaymentStatusBadge } from "./status-badge";

/** Subject id → when a renewal of it would start now (the end of the learner's own access). */
export type RenewsFrom = Record<string, string>;

/** The lines under a note: one per subject (docs/rules.md, "Access, payments and attempts"). */
function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 font-normal">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** An approval taken back: when, why, and what ended with it (docs/rules.md, "Revoking an approval"). */
function Revoked({ revocation }: { revocation: PaymentView["revocation"] }) {
  const ended = revocation ? endingLines(revocation.effects) : [];
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset">
      <p className="flex items-center gap-2 font-medium">
        <CloseIcon className="size-4 shrink-0" />
        Approval revoked{revocation && ` on ${formatDateTime(revocation.revokedAt)}`}
      </p>
      {revocation && <p className="mt-1 break-words">Reason: {revocation.reason}</p>}
      {ended.length > 0 && (
        <div className="mt-1">
          What ended with it:
          <Lines lines={ended} />
        </div>
      )}
      <p className="mt-1">
        Attempts you already took stay in your results. If you have a question about it,{" "}
        <TextLink href="/contact" className="text-slate-900">
          contact us
        </TextLink>
        .
      </p>
    </div>
  );
}

/** What happens next for the learner, by status: for a renewal, when its access and attempts arrive. */
function Outcome({ payment, renewsFrom }: { payment: PaymentView; renewsFrom: RenewsFrom }) {
  if (payment.status === "PENDING") {
    const renewals = payment.items.filter((item) => renewsFrom[item.subjectId]);
    return (
      <AccessNote tone="pending" icon={<ClockIcon />}>
        Awaiting approval — {APPROVAL_WITHIN}
        <Lines lines={renewals.map((item) => `${item.name}: ${renewalNote(renewsFrom[item.subjectId]!)}`)} />
      </AccessNote>
    );
  }
  if (payment.status === "ACCEPTED") {
    return (
      <AccessNote tone="success" icon={<CheckIcon />}>
        Approved{payment.decidedAt && ` on ${formatDateTime(payment.decidedAt)}`}.{" "}
        <TextLink href="/profile/allowed-quizzes" className="text-emerald-900">
          Go to Allowed Quizzes
        </TextLink>
        <Lines lines={payment.grants.map((grant) => grantNote({ ...grant, name: grant.name ?? "Every subject" }))} />
      </AccessNote>
    );
  }
  if (payment.status === "REVOKED") return <Revoked revocation={payment.revocation} />;
  return (
    <>
      <div className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
        <p className="flex items-center gap-2 font-medium">
          <CloseIcon className="size-4 shrink-0" />
          Rejected{payment.decidedAt && ` on ${formatDateTime(payment.decidedAt)}`}
        </p>
        <p className="mt-1 break-words">{payment.rejectionReason ? `Reason: ${payment.rejectionReason}` : "No reason was given."}</p>
        <p className="mt-1">
          Please check the transfer and send the order again with a new proof, or{" "}
          <TextLink href="/contact" className="text-red-900">
            contact us
          </TextLink>
          .
        </p>
      </div>
      {/* Outside the red note: its hints need the white card behind them to be read. */}
      {mayResubmit(payment.status) && <ResubmitOrderForm paymentId={payment.id} reference={payment.reference} />}
    </>
  );
}

/** One of the learner's orders on /profile/pending-order. */
export function OrderCard({
  payment,
  renewsFrom = {},
  headingLevel: Heading = "h3",
}: {
  payment: PaymentView;
  renewsFrom?: RenewsFrom;
  headingLevel?: "h2" | "h3";
}) {
  const titleId = `order-${payment.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={titleId} className="font-semibold text-slate-900">
          Order <span className="font-mono">#{payment.orderId}</span>
        </Heading>
        <PaymentStatusBadge status={payment.status} />
      </div>
      {payment.status === "PENDING" && (
        <PaymentReference
          reference={payment.reference}
          heading="Your order's reference"
          note="Your transfer is done. We match this reference against our bank statement to approve your order; there is nothing more to do."
        />
      )}
      <FactList facts={orderFacts(payment)} />
      <Outcome payment={payment} renewsFrom={renewsFrom} />
    </Card>
  );
}
