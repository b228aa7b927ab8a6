import { StatCard } from "@/components/admin/reports/stat-card";
import { ButtonLink } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ChartIcon, ClockIcon, QuizIcon, TagIcon } from "@/components/ui/icons";
import type { LearnerAnalytics } from "@/lib/analytics/learner";
import { MIN_TAG_ANSWERS, WEAK_BELOW_PERCENT } from "@/lib/analytics/learner-figures";
import { formatPercent, NO_VALUE } from "@/lib/format";
import { AccuracyList } from "./accuracy-list";
import { PractiseWeakest } from "./practise-weakest";
import { QuizPercentiles } from "./quiz-percentiles";

/** /profile/progress: the learner's figures from GET /api/analytics/me, read at a glance on a phone. */
export function ProgressView({ analytics }: { analytics: LearnerAnalytics }) {
  const { subjects, tags, weakestTags, quizzes } = analytics;
  if (analytics.answered === 0 && quizzes.length === 0)
    return (
      <EmptyState
        icon={<ChartIcon />}
        title="No answers yet"
        action={
          <>
            <ButtonLink href="/practice">Start practising</ButtonLink>
            <ButtonLink href="/profile/allowed-quizzes" variant="outline">
              Allowed Quizzes
            </ButtonLink>
          </>
        }
      >
        Your accuracy by subject and tag, your pace and where you stand appear here once you finish a quiz or answer practice questions.
      </EmptyState>
    );

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Questions answered" value={analytics.answered.toLocaleString("en-US")} icon={<QuizIcon />} />
        <StatCard label="Accuracy" value={formatPercent(analytics.accuracy)} detail="Right answers of all answered" icon={<ChartIcon />} />
        <StatCard
          label="Seconds per question"
          value={analytics.secondsPerQuestion === null ? NO_VALUE : `${Math.round(analytics.secondsPerQuestion)} s`}
          detail="Average time to answer"
          icon={<ClockIcon />}
        />
      </div>

      <CardSection
        id="weakest-heading"
        title="Your weakest tags"
        description={`Tags you answer right less than ${WEAK_BELOW_PERCENT}% of the time, from at least ${MIN_TAG_ANSWERS} answers. The ones with the most evidence of weakness come first.`}
      >
        {weakestTags.length === 0 ? (
          <p className="text-sm text-slate-600">
            <TagIcon className="mr-1 inline size-4 align-[-2px] text-slate-400" aria-hidden="true" />
            {tags.some((tag) => tag.answered >= MIN_TAG_ANSWERS)
              ? `No weak tags: every tag with ${MIN_TAG_ANSWERS} answers or more is at ${WEAK_BELOW_PERCENT}% or above.`
              : `A tag can show here once you have answered ${MIN_TAG_ANSWERS} of its questions.`}
          </p>
        ) : (
          <>
            <ol className="mb-4 flex flex-wrap gap-2">
              {weakestTags.map((tag) => (
                <li key={tag.id} className="rounded-full bg-red-50 px-3 py-1 text-sm text-red-900 ring-1 ring-red-200">
                  <span className="font-medium">{tag.name}</span>{" "}
                  <span className="font-bold tabular-nums">{formatPercent(tag.accuracy)}</span>
                  <span className="text-red-800">
                    {" "}
                    · {tag.answered} {tag.answered === 1 ? "answer" : "answers"}
                  </span>
                </li>
              ))}
            </ol>
            <p className="mb-3 text-sm text-slate-600">
              Practise these: questions of these tags you have not answered yet or last got wrong.
            </p>
            <PractiseWeakest tags={weakestTags.map((tag) => tag.name)} />
          </>
        )}
      </CardSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <CardSection id="subjects-heading" title="Accuracy by subject">
          <AccuracyList groups={subjects} />
        </CardSection>
        {tags.length > 0 && (
          <CardSection id="tags-heading" title="Accuracy by tag">
            <AccuracyList groups={tags} />
          </CardSection>
        )}
      </div>

      {quizzes.length > 0 && (
        <CardSection
          id="standing-heading"
          title="Where you stand"
          description="Your first attempt at each quiz against every learner's first attempt: the 75th percentile means you scored higher than about three in four."
        >
          <QuizPercentiles quizzes={quizzes} />
        </CardSection>
      )}
    </div>
  );
}
