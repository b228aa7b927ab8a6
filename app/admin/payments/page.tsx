import type { Metadata } from "next";
import { PaymentsDesk } from "@/components/commerce/admin/payments-desk";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { listPayments } from "@/lib/payments/read";

export const metadata: Metadata = { title: "Payments" };

export default async function AdminPaymentsPage() {
  const admin = await requirePageAdmin();
  const payments = await listPayments(admin, "ALL");
  return (
    <>
      <PageHeader
        title="Payment Requests"
        description="Check each transfer against its proof, then approve it to unlock the learner's subjects, or reject it."
      />
      <PaymentsDesk payments={payments} />
    </>
  );
}
