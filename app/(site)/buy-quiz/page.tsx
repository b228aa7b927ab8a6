import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Buy Quiz" };

export default async function BuyQuizPage() {
  await requirePageLearner();
  return (
    <Container className="py-10 sm:py-12">
      <ComingSoon title="Buy Quiz" description="Choose subjects to add to your cart. Buying a subject unlocks all of its quizzes, with 2 attempts each." />
    </Container>
  );
}
