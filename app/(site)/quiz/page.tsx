import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Quiz" };

export default function QuizPage() {
  return (
    <Container className="py-10 sm:py-12">
      <ComingSoon title="Quiz" description="Browse quizzes by subject: pick a subject to see its quizzes with their question counts and time limits.">
        <ButtonLink href="/register">Create a free account</ButtonLink>
      </ComingSoon>
    </Container>
  );
}
