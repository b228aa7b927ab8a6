import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Reports" };

export default async function AdminReportsPage() {
  await requirePageAdmin();
  return <ComingSoon title="Reports" description="Revenue, payments by status, active subscriptions and pass rates per quiz." />;
}
