import type { Metadata } from "next";
import { PaymentsDesk, type DeskFilters } from "@/components/admin/payments/payments-desk";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { readChoice, readPageParams, readSearch, type SearchParams } from "@/lib/pagination";
import { listPaymentPage } from "@/lib/payments/list";
import { PAYMENT_LIST_STATUSES } from "@/lib/payments/schemas";

export const metadata: Metadata = { title: "Payments" };

const DESK_PAGE_SIZE = 20;

/** `?status=&search=&page=`: Pending first; filter, search and page live in the address. */
export default async function AdminPaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageAdmin();
  const params = await searchParams;
  const filters: DeskFilters = { status: readChoice(params, "status", PAYMENT_LIST_STATUSES, "PENDING"), search: readSearch(params) };
  const result = await listPaymentPage(admin, { ...readPageParams(params, "page", DESK_PAGE_SIZE), ...filters });
  return (
    <>
      <PageHeader
        title="Payment Requests"
        description="Check each transfer against its proof, then approve it to unlock the learner's subjects, or reject it."
        actions={
          <ButtonLink href="/admin/payments/reconcile" variant="outline">
            Reconcile statement
          </ButtonLink>
        }
      />
      <PaymentsDesk result={result} filters={filters} />
    </>
  );
}
