import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GrandTestResultsView, ResultsNotOpen, type ResultsHeading } from "@/components/grand-tests/results-view";
import { Container } from "@/components/layout/container";
import { AppError } from "@/lib/api/errors";
import { attemptReview } from "@/lib/attempts/read";
import { requirePageLearner } from "@/lib/auth/session";
import { listGrandTests } from "@/lib/grand-tests/list";
import { grandTestResults } from "@/lib/grand-tests/results";
import { isUuid } from "@/lib/ids";

export const metadata: Metadata = { title: "Grand Test Results", robots: { index: false, follow: false } };

/** `/grand-tests/{id}/results`: after the close, the learner's standing, everyone's scores, the top ten and their review; before it, when they open. */
export default async function GrandTestResultsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageLearner();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const test = (await listGrandTests(user.id)).find((row) => row.id === id.toLowerCase());
  if (!test) notFound();
  const heading: ResultsHeading = { name: test.name, subject: test.subject.name, closesAt: test.closesAt };

  // grandTestResults' 409 (before the close and its grace for answers in flight) is "not open yet";
  // its 503 (the closing job has not finished) is "being prepared".
  const results = await grandTestResults(user.id, test.id).catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 409 || error.status === 503)) return error.status;
    throw error;
  });
  if (typeof results === "number") {
    return (
      <Container className="py-8 sm:py-12">
        <ResultsNotOpen test={heading} preparing={results === 503} />
      </Container>
    );
  }
  const review = results.mine ? await attemptReview(user, results.mine.quizAttemptId) : null;
  return (
    <Container className="py-8 sm:py-12">
      <GrandTestResultsView test={heading} results={results} review={review} />
    </Container>
  );
}
