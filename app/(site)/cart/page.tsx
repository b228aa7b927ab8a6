import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Cart" };

export default async function CartPage() {
  await requirePageLearner();
  return (
    <Container className="py-10 sm:py-12">
      <ComingSoon title="Cart" description="Review your subjects, see the total and pay by bank transfer." />
    </Container>
  );
}
