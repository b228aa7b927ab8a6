import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Quiz" };

export default async function StartQuizPage() {
  await requirePageLearner();
  return (
    <Container className="py-10 sm:py-12">
      <ComingSoon title="Quiz" description="The timed quiz screen with a countdown, progress and a question list." />
    </Container>
  );
}
