import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RefreshWhenDue } from "@/components/grand-tests/refresh-when-due";
import { GrandTestResultsView, ResultsNotOpen, type ResultsHeading } from "@/components/grand-tests/results-view";
import { Container } from "@/components/layout/container";
import { attemptReview } from "@/lib/sittings/read";
import { requirePageLearner } from "@/lib/auth/session";
import { listGrandTests } from "@/lib/grand-tests/list";
import { grandTestResultsState } from "@/lib/grand-tests/results";
import { isUuid } from "@/lib/ids";
import { marksOfPaper } from "@/lib/marks";
import { othersChose } from "@/lib/marks/others-chose";

export const metadata: Metadata = { title: "Grand Test Results", robots: { index: false, follow: false } };

/** `/grand-tests/{id}/results`: after the close, the learner's standing, everyone's scores, the top ten and their review; before it, when they open (the page refreshes itself then). */
export default async function GrandTestResultsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageLearner();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const test = (await listGrandTests(user.id)).find((row) => row.id === id.toLowerCase());
  if (!test) notFound();
  const heading: ResultsHeading = { name: test.name, subject: test.subject.name, closesAt: test.closesAt };

  const read = await grandTestResultsState(user.id, test.id);
  if (read.state !== "open") {
    // Sealed: results open at the last deadline (later than the close when a candidate has extra time).
    // Being prepared: the read did not wait for the closing job; the page comes back after the API's Retry-After.
    const renderedAt = new Date();
    const opensAt = read.state === "sealed" ? read.resultsFrom.toISOString() : test.closesAt;
    return (
      <Container className="py-8 sm:py-12">
        <ResultsNotOpen test={{ ...heading, closesAt: opensAt }} preparing={read.state === "preparing"} />
        {read.state === "sealed" ? (
          <RefreshWhenDue dueInMs={read.resultsFrom.getTime() - renderedAt.getTime()} renderedAt={renderedAt.toISOString()} />
        ) : (
          <RefreshWhenDue retryAfterSeconds={read.retryAfterSeconds} renderedAt={renderedAt.toISOString()} />
        )}
      </Container>
    );
  }
  const { results } = read;
  const attemptId = results.mine?.quizAttemptId;
  const review = attemptId
    ? {
        attempt: await attemptReview(user, attemptId),
        marks: { ...(await marksOfPaper(user.id, { kind: "attempt", id: attemptId })), others: await othersChose(user.id, test.id) },
      }
    : null;
  return (
    <Container className="py-8 sm:py-12">
      <GrandTestResultsView test={heading} results={results} review={review} />
    </Container>
  );
}
