import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { GrandTestResultsView, ResultsNotOpen, type ResultsHeading } from "@/components/grand-tests/results-view";
import { Container } from "@/components/layout/container";
import { AppError } from "@/lib/api/errors";
import { attemptReview } from "@/lib/attempts/read";
import { requirePageLearner } from "@/lib/auth/session";
import { listGrandTests } from "@/lib/grand-tests/list";
import { grandTestResults } from "@/lib/grand-tests/results";

export const metadata: Metadata = { title: "Grand Test Results", robots: { index: false, follow: false } };

const idSchema = z.uuid();

/** `/grand-tests/{id}/results`: after the close, the learner's standing, everyone's scores, the top ten and their review; before it, when they open. */
export default async function GrandTestResultsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageLearner();
  const parsed = idSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  const test = (await listGrandTests(user.id)).find((row) => row.id === parsed.data.toLowerCase());
  if (!test) notFound();
  const heading: ResultsHeading = { name: test.name, subject: test.subject.name, closesAt: test.closesAt };

  // Closed by the clock but inside the few seconds' grace for answers in flight: the server still says 409.
  const results =
    test.status === "closed"
      ? await grandTestResults(user.id, test.id).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 409) return null;
          throw error;
        })
      : null;
  const review = results?.mine ? await attemptReview(user, results.mine.quizAttemptId) : null;
  return (
    <Container className="py-8 sm:py-12">
      {results ? <GrandTestResultsView test={heading} results={results} review={review} /> : <ResultsNotOpen test={heading} />}
    </Container>
  );
}
