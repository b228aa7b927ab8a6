import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Quiz Result" };

export default async function SeeQuizResultPage() {
  await requirePageLearner();
  return (
    <Container className="py-10 sm:py-12">
      <ComingSoon title="Quiz Result" description="Review your attempt one question at a time." />
    </Container>
  );
}
