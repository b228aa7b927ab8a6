import type { Metadata } from "next";
import { QuizEndedListener } from "@/components/quiz/quiz-ended-listener";
import { listResults } from "@/lib/attempts/read";
import { requirePageLearner } from "@/lib/auth/session";
import { ResultsView } from "./results-view";

export const metadata: Metadata = { title: "Results" };

export default async function ResultsPage() {
  const user = await requirePageLearner();
  const results = await listResults(user.id);
  return (
    <>
      <ResultsView results={results} />
      <QuizEndedListener />
    </>
  );
}
