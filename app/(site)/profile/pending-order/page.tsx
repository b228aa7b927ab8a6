import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Pending Order" };

export default async function PendingOrderPage() {
  await requirePageLearner();
  return <ComingSoon title="Pending Order" description="Payments waiting for approval. We approve payments within 24 hours." />;
}
