import { ReviewQuestions } from "@/components/quiz/review/review-questions";
import type { AttemptReview } from "@/components/quiz/types";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardSection } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { formatDateTime } from "@/lib/format";
import type { PaperMarks } from "@/lib/marks";
import type { OthersChose } from "@/lib/marks/others-chose";
import { Leaderboard } from "./leaderboard";
import { ScoreHistogram } from "./score-histogram";
import { Standing } from "./standing";
import { GRAND_TESTS_HREF, type GrandTestResults } from "./types";

export type ResultsHeading = { name: string; subject: string; closesAt: string };

/**
 * A closed grand test: the learner's rank, percentile and score, everyone's scores with "you are
 * here", the top ten, then the review of their own attempt.
 */
export function GrandTestResultsView({
  test,
  results,
  review,
}: {
  test: ResultsHeading;
  results: GrandTestResults;
  review: { attempt: AttemptReview; marks: PaperMarks & { others: OthersChose } } | null;
}) {
  const { mine, participants } = results;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Grand test results"
        title={test.name}
        description={`${test.subject} · closed ${formatDateTime(test.closesAt)} · ${participants} ${participants === 1 ? "participant" : "participants"}`}
        actions={
          <ButtonLink href={GRAND_TESTS_HREF} variant="outline">
            All grand tests
          </ButtonLink>
        }
      />
      {mine ? (
        <CardSection id="standing-title" title="Your standing">
          <Standing mine={mine} participants={participants} />
        </CardSection>
      ) : (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">You did not sit this grand test.</p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CardSection id="distribution-title" title="Everyone's scores" description="Participants per 10 % band of score.">
          <ScoreHistogram bins={results.distribution} participants={participants} mine={mine?.percentage} />
        </CardSection>
        <CardSection
          id="leaderboard-title"
          title="Leaderboard"
          description="The top ten. Names appear only for learners who allowed it in their settings."
        >
          <Leaderboard rows={results.leaderboard} />
        </CardSection>
      </div>
      {review && (
        <section aria-labelledby="review-title" className="space-y-4">
          <h2 id="review-title" className="text-lg font-semibold text-slate-900">
            Review your answers
          </h2>
          <ReviewQuestions review={review.attempt} marks={review.marks} />
        </section>
      )}
    </div>
  );
}

/** Before the close: when the results open; `preparing`: the close has passed and they are being ranked. */
export function ResultsNotOpen({ test, preparing = false }: { test: ResultsHeading; preparing?: boolean }) {
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Grand test results" title={test.name} description={test.subject} />
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <h2 className="text-xl font-bold text-slate-900">
          {preparing ? "Your results are being prepared" : `Results open at ${formatDateTime(test.closesAt)}`}
        </h2>
        <p className="max-w-md text-slate-600">
          {preparing
            ? "Everyone's answers are being marked and ranked. This page shows them by itself in a few seconds."
            : "Everyone sits the same paper until the grand test closes. Then your rank, percentile, score and the review of your answers appear here."}
        </p>
        <ButtonLink href={GRAND_TESTS_HREF} variant="outline" className="mt-2">
          All grand tests
        </ButtonLink>
      </Card>
    </div>
  );
}
