"use client";

// A client component for its weight, not for state: the figures reach the browser once as props (with
// the HTML rendered on the server), instead of as chart markup twice, in the HTML and the RSC payload.
import { formatPKR } from "@/lib/format";
import { ChartCard } from "./chart-card";
import { CHART } from "./colors";
import { ColumnChart } from "./column-chart";
import type { MonthRow } from "@/lib/reports/windows";
import { fullMonth, shortMonth } from "./report-model";

const STATUS_SERIES = [
  { label: "Approved", color: CHART.approved },
  { label: "Pending", color: CHART.pending },
  { label: "Rejected", color: CHART.rejected },
  { label: "Revoked", color: CHART.revoked },
];

/** Approved revenue per month (PKR). */
export function RevenueChart({ months }: { months: MonthRow[] }) {
  const total = months.reduce((sum, row) => sum + row.revenue, 0);
  return (
    <ChartCard
      id="revenue"
      title="Revenue per month"
      summary={`${formatPKR(total)} approved in the last ${months.length} months.`}
      empty={total === 0 ? "No approved payments in this period yet." : null}
      data={{ head: ["Month", "Revenue (approved)"], rows: months.map((row) => [fullMonth(row.month), formatPKR(row.revenue)]) }}
    >
      <ColumnChart
        columns={months.map((row) => ({ label: shortMonth(row.month), values: [row.revenue] }))}
        series={[{ label: "Revenue", color: CHART.brand }]}
      />
    </ChartCard>
  );
}

/** Payments per month, stacked by status (a revoked payment counts as revoked, not approved). */
export function PaymentsByStatusChart({ months }: { months: MonthRow[] }) {
  const count = months.reduce((sum, row) => sum + row.accepted + row.pending + row.rejected + row.revoked, 0);
  return (
    <ChartCard
      id="payments-by-status"
      title="Payments by status per month"
      summary={`${count} ${count === 1 ? "payment" : "payments"} submitted in the last ${months.length} months.`}
      empty={count === 0 ? "No payments in this period yet." : null}
      data={{
        head: ["Month", "Approved", "Pending", "Rejected", "Revoked"],
        rows: months.map((row) => [fullMonth(row.month), row.accepted, row.pending, row.rejected, row.revoked]),
      }}
    >
      <ColumnChart
        integer
        series={STATUS_SERIES}
        columns={months.map((row) => ({ label: shortMonth(row.month), values: [row.accepted, row.pending, row.rejected, row.revoked] }))}
      />
    </ChartCard>
  );
}
