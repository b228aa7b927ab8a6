import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Payments" };

export default async function AdminPaymentsPage() {
  await requirePageAdmin();
  return <ComingSoon title="Payment Requests" description="Payment requests with their proof of transfer: approve or reject pending ones." />;
}
