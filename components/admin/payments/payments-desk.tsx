import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { CardIcon } from "@/components/ui/icons";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { SearchForm } from "@/components/ui/search-form";
import { hrefWith } from "@/lib/pagination";
import type { PaymentPage } from "@/lib/payments/list";
import { STATUS_LABEL, type PaymentStatus } from "@/components/commerce/status-badge";
import { AdminPaymentCard } from "./admin-payment-card";

export type DeskFilters = { status: PaymentStatus | "ALL"; search: string };

const PATH = "/admin/payments";
const STATUSES = ["ALL", "PENDING", "ACCEPTED", "REJECTED", "REVOKED"] as const;

/** The address's query for these filters; Pending (the default) and an empty search are left out. */
const filterQuery = ({ status, search }: DeskFilters) => ({
  status: status === "PENDING" ? undefined : status,
  search: search || undefined,
});

function Empty({ filters }: { filters: DeskFilters }) {
  const what = filters.status === "ALL" ? "" : `${STATUS_LABEL[filters.status].toLowerCase()} `;
  if (filters.search) {
    return (
      <EmptyState
        icon={<CardIcon />}
        title={`No ${what}payments match “${filters.search}”`}
        action={
          <ButtonLink href={hrefWith(PATH, filterQuery({ ...filters, search: "" }))} variant="outline">
            Clear search
          </ButtonLink>
        }
      >
        Search by the learner&apos;s name or email, the transaction number, the reference (AP-…) or the order number.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<CardIcon />} title={filters.status === "PENDING" ? "No payments waiting" : `No ${what}payments`}>
      {filters.status === "PENDING" ? "New payment requests appear here as learners check out." : "Try another filter."}
    </EmptyState>
  );
}

/** /admin/payments: one page of payments, filtered, searched and counted on the server. */
export function PaymentsDesk({ result, filters }: { result: PaymentPage; filters: DeskFilters }) {
  const query = filterQuery(filters);
  const what = filters.status === "ALL" ? "payment" : `${STATUS_LABEL[filters.status].toLowerCase()} payment`;
  const tabs = STATUSES.map((status) => ({
    value: status,
    label: status === "ALL" ? "All" : STATUS_LABEL[status],
    count: result.counts[status],
  }));

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <FilterTabs
          label="Filter by status"
          tabs={tabs}
          current={filters.status}
          path={PATH}
          param="status"
          query={{ search: query.search }}
          defaultValue="PENDING"
        />
        <SearchForm
          id="payment-search"
          label="Search payments"
          placeholder="Search payments"
          hint="By learner, email, transaction number, reference (AP-…) or order number (#…)."
          value={filters.search}
          keep={{ status: query.status }}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        Showing {rangeText(result, what)}
        {filters.search && ` matching “${filters.search}”`}
      </p>
      {result.items.length > 0 ? (
        <ul className="space-y-4">
          {result.items.map((payment) => (
            <li key={payment.id}>
              <AdminPaymentCard payment={payment} />
            </li>
          ))}
        </ul>
      ) : result.total > 0 ? (
        <PastLastPage info={result} path={PATH} query={query} />
      ) : (
        <Empty filters={filters} />
      )}
      <Pager info={result} path={PATH} query={query} label="Payment pages" />
    </div>
  );
}
