import { Card } from "@/components/ui/card";
import { StartSessionButton } from "@/components/practice/start-session-button";
import { countOf, formatDueIn, formatPercent } from "@/lib/format";
import type { ReviewSummary } from "@/lib/reviews/due";

/**
 * The learner's reviews (docs/rules.md, "Review"): how many questions are due, one action that
 * starts them, and what comes later; when nothing is due, when the next one is.
 */
export function ReviewOverview({ summary }: { summary: ReviewSummary }) {
  const { cards, dueNow, dueToday, dueThisWeek, nextDueAt, retention } = summary;
  return (
    <Card as="section" aria-labelledby="reviews-heading" className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
          {dueNow > 0 ? `${countOf(dueNow, "question")} due for review` : "Reviews"}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{detail(summary)}</p>
        {cards > 0 && (
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            <div className="flex gap-1.5">
              <dt>Later today</dt>
              <dd className="font-semibold text-slate-900">{dueToday - dueNow}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>This week</dt>
              <dd className="font-semibold text-slate-900">{dueThisWeek}</dd>
            </div>
            {retention !== null && (
              <div className="flex gap-1.5">
                <dt>Remembered, last 30 days</dt>
                <dd className="font-semibold text-slate-900">{formatPercent(retention, { fraction: true })}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
      {dueNow > 0 && (
        <StartSessionButton endpoint="reviews/session" body={{}} loadingText="Gathering your reviews…" className="w-full sm:w-auto">
          Start review
        </StartSessionButton>
      )}
      {dueNow === 0 && cards > 0 && nextDueAt && <p className="text-sm font-medium text-slate-700">Next review {formatDueIn(nextDueAt)}</p>}
    </Card>
  );
}

function detail({ cards, dueNow, nextDueAt }: ReviewSummary): string {
  if (cards === 0)
    return "Every question whose answer you have seen — in a quiz, a practice session or a grand test — comes back here when it is due, so you see it again just before you would forget it.";
  if (dueNow > 0) return "Most overdue first. After each answer, say how well you knew it: the harder it felt, the sooner it comes back.";
  if (nextDueAt)
    return `Nothing is due now. You have ${countOf(cards, "question")} in review; the next one is due ${formatDueIn(nextDueAt)}.`;
  return `You have ${countOf(cards, "question")} in review, none in the subjects you have access to now.`;
}
