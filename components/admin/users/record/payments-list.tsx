import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import { RevokeApproval } from "@/components/admin/payments/revoke-approval";
import { PaymentStatusBadge } from "@/components/commerce/status-badge";
import { CardSection } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { formatDateTime, formatPKR } from "@/lib/format";
import { mayRevoke } from "@/lib/payments/display";
import type { LearnerRecord } from "../types";
import { LatestOf, NoneYet } from "./record-parts";

/**
 * The learner's payments, newest first: when, which reference (opening the desk on it), what it
 * bought, how much, and its status, with "Revoke approval" on an approved one.
 */
export function PaymentsList({ payments, learnerName }: { payments: LearnerRecord["payments"]; learnerName: string }) {
  return (
    <CardSection id="record-payments" title="Payments" description="Orders this learner placed, newest first.">
      {payments.items.length === 0 ? (
        <NoneYet>No payments yet.</NoneYet>
      ) : (
        <DataTable
          caption="Payments, newest first"
          head={
            <>
              <HeadCell>Reference</HeadCell>
              <HeadCell>Placed</HeadCell>
              <HeadCell>Bought</HeadCell>
              <HeadCell numeric>Amount</HeadCell>
              <HeadCell>Status</HeadCell>
            </>
          }
        >
          {payments.items.map((payment) => (
            <Row key={payment.id}>
              <Cell label="Reference" header>
                <TextLink href={`/admin/payments?status=ALL&search=${encodeURIComponent(payment.reference)}`}>{payment.reference}</TextLink>
                <span className="block text-xs font-normal text-slate-500">
                  Order #{payment.orderId} · {payment.transactionId}
                </span>
              </Cell>
              <Cell label="Placed">
                <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
              </Cell>
              <Cell label="Bought" className="break-words">
                {payment.bought.join(", ")}
              </Cell>
              <Cell label="Amount" numeric className="whitespace-nowrap">
                {formatPKR(payment.amount)}
              </Cell>
              {/* Wide on a phone: the badge and Revoke approval side by side, not squeezed into half the card. */}
              <Cell label="Status" wide>
                <span className="flex flex-wrap items-center gap-2">
                  <PaymentStatusBadge status={payment.status} />
                  {mayRevoke(payment.status) && (
                    <RevokeApproval
                      size="sm"
                      paymentId={payment.id}
                      summary={`${learnerName} · ${formatPKR(payment.amount)} · ${payment.reference}`}
                    />
                  )}
                </span>
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <LatestOf list={payments} />
    </CardSection>
  );
}
