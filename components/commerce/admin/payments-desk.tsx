"use client";

import { useState } from "react";
import { CardIcon } from "@/components/ui/icons";
import { EmptyState } from "@/components/ui/empty-state";
import type { PaymentView } from "../payment-view";
import { STATUS_LABEL } from "../status-badge";
import { AdminPaymentCard } from "./admin-payment-card";
import { StatusFilter, type StatusFilterValue } from "./status-filter";

function countByStatus(payments: PaymentView[]): Record<StatusFilterValue, number> {
  const counts = { ALL: payments.length, PENDING: 0, ACCEPTED: 0, REJECTED: 0 };
  for (const payment of payments) counts[payment.status] += 1;
  return counts;
}

/** /admin/payments: every payment (server-rendered), filtered here by status; Pending first. */
export function PaymentsDesk({ payments }: { payments: PaymentView[] }) {
  const [filter, setFilter] = useState<StatusFilterValue>("PENDING");
  const shown = filter === "ALL" ? payments : payments.filter((payment) => payment.status === filter);
  const what = filter === "ALL" ? "" : `${STATUS_LABEL[filter].toLowerCase()} `;
  const summary = `${shown.length} ${what}${shown.length === 1 ? "payment" : "payments"}`;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter value={filter} onChange={setFilter} counts={countByStatus(payments)} />
        <p aria-live="polite" className="text-sm text-slate-600">
          Showing {summary}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<CardIcon />} title={filter === "PENDING" ? "No payments waiting" : `No ${what}payments`}>
          {filter === "PENDING" ? "New payment requests appear here as learners check out." : "Try another filter."}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {shown.map((payment) => (
            <li key={payment.id}>
              <AdminPaymentCard payment={payment} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
