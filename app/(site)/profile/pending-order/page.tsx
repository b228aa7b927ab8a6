import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { OrderCard, type RenewsFrom } from "@/components/commerce/order-card";
import type { PaymentView } from "@/components/commerce/payment-view";
import { ButtonLink } from "@/components/ui/button";
import { CardIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, PastLastPage } from "@/components/ui/pager";
import { requirePageLearner } from "@/lib/auth/session";
import { renewalStarts } from "@/lib/entitlements";
import { pageQueryValue, readPageParams, type SearchParams } from "@/lib/pagination";
import { listPaymentPage } from "@/lib/payments/list";
import { APPROVAL_PROMISE } from "@/lib/payments/approval-promise";

export const metadata: Metadata = { title: "Pending Order" };

const PATH = "/profile/pending-order";
const ORDERS_PER_PAGE = 10;

function Orders({ payments, renewsFrom, headingLevel }: { payments: PaymentView[]; renewsFrom?: RenewsFrom; headingLevel: "h2" | "h3" }) {
  return (
    <ul className="space-y-4">
      {payments.map((payment) => (
        <li key={payment.id}>
          <OrderCard payment={payment} renewsFrom={renewsFrom} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Two lists, each paged on its own (`?pending=&decided=`); each pager keeps the other list's page. */
export default async function PendingOrderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageLearner();
  const params = await searchParams;
  const [pendingPage, decidedPage] = [
    readPageParams(params, "pending", ORDERS_PER_PAGE),
    readPageParams(params, "decided", ORDERS_PER_PAGE),
  ];
  const [pending, decided, renewsFrom] = await Promise.all([
    listPaymentPage(user, { ...pendingPage, status: "PENDING" }),
    listPaymentPage(user, { ...decidedPage, status: "DECIDED" }),
    renewalStarts(user.id),
  ]);

  return (
    <div className="space-y-10">
      <div>
        <PageHeader title="Pending Order" description={`Orders waiting for approval. ${APPROVAL_PROMISE}`} />
        {pending.items.length > 0 ? (
          <Orders payments={pending.items} renewsFrom={renewsFrom} headingLevel="h2" />
        ) : pending.total > 0 ? (
          <PastLastPage info={pending} path={PATH} param="pending" query={{ decided: pageQueryValue(decided.page) }} />
        ) : (
          <EmptyState icon={<CardIcon />} title="No pending orders" action={<ButtonLink href="/buy-quiz">Buy Quiz</ButtonLink>}>
            When you check out, your order waits here until we confirm the transfer.
          </EmptyState>
        )}
        <Pager info={pending} path={PATH} param="pending" query={{ decided: pageQueryValue(decided.page) }} label="Pending order pages" />
      </div>
      <section aria-labelledby="decided-title">
        <h2 id="decided-title" className="mb-4 text-xl font-semibold text-slate-900">
          Decided orders
        </h2>
        {decided.items.length > 0 ? (
          <Orders payments={decided.items} headingLevel="h3" />
        ) : decided.total > 0 ? (
          <PastLastPage info={decided} path={PATH} param="decided" query={{ pending: pageQueryValue(pending.page) }} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            Approved, rejected and revoked orders will appear here.
          </p>
        )}
        <Pager info={decided} path={PATH} param="decided" query={{ pending: pageQueryValue(pending.page) }} label="Decided order pages" />
      </section>
    </div>
  );
}
