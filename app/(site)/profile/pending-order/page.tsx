import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { OrderCard } from "@/components/commerce/order-card";
import type { PaymentView } from "@/components/commerce/payment-view";
import { ButtonLink } from "@/components/ui/button";
import { CardIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageLearner } from "@/lib/auth/session";
import { listPayments } from "@/lib/payments/read";

export const metadata: Metadata = { title: "Pending Order" };

function Orders({ payments, headingLevel }: { payments: PaymentView[]; headingLevel: "h2" | "h3" }) {
  return (
    <ul className="space-y-4">
      {payments.map((payment) => (
        <li key={payment.id}>
          <OrderCard payment={payment} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export default async function PendingOrderPage() {
  const user = await requirePageLearner();
  const payments = await listPayments(user, "ALL");
  const pending = payments.filter((payment) => payment.status === "PENDING");
  const decided = payments.filter((payment) => payment.status !== "PENDING");

  return (
    <div className="space-y-10">
      <div>
        <PageHeader title="Pending Order" description="Orders waiting for approval. We check every transfer within 24 hours." />
        {pending.length === 0 ? (
          <EmptyState icon={<CardIcon />} title="No pending orders" action={<ButtonLink href="/buy-quiz">Buy Quiz</ButtonLink>}>
            When you check out, your order waits here until we confirm the transfer.
          </EmptyState>
        ) : (
          <Orders payments={pending} headingLevel="h2" />
        )}
      </div>
      <section aria-labelledby="decided-title">
        <h2 id="decided-title" className="mb-4 text-xl font-semibold text-slate-900">
          Decided orders
        </h2>
        {decided.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            Approved and rejected orders will appear here.
          </p>
        ) : (
          <Orders payments={decided} headingLevel="h3" />
        )}
      </section>
    </div>
  );
}
