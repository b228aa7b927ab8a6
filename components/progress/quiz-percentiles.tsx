import { MiniBar } from "@/components/admin/reports/bar-list";
import { CHART } from "@/components/admin/reports/colors";
import type { LearnerAnalytics } from "@/lib/analytics/learner";
import { MIN_PERCENTILE_ATTEMPTS } from "@/lib/analytics/learner-figures";
import { formatPercentile } from "@/lib/format";

type QuizStanding = LearnerAnalytics["quizzes"][number];

/** Per quiz: the first attempt's score and where it stands among every learner's first attempt. */
export function QuizPercentiles({ quizzes }: { quizzes: readonly QuizStanding[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {quizzes.map((quiz) => (
        <li key={quiz.id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{quiz.name}</span>
              <span className="block truncate text-xs text-slate-500">{quiz.subject}</span>
            </span>
            <span className="shrink-0 text-right text-sm text-slate-700 tabular-nums">
              First attempt{" "}
              <span className="font-semibold text-slate-900">
                {quiz.score}/{quiz.totalMarks}
              </span>
            </span>
          </div>
          {quiz.percentile === null ? (
            <p className="mt-1.5 text-xs text-slate-600">
              Percentile shown once {MIN_PERCENTILE_ATTEMPTS} learners have a first attempt ({quiz.participants} so far).
            </p>
          ) : (
            <>
              <MiniBar fraction={quiz.percentile / 100} color={CHART.indigo} className="mt-1.5 h-2" />
              <p className="mt-1 text-xs text-slate-600">
                <span className="font-semibold text-slate-900 tabular-nums">{formatPercentile(quiz.percentile)}</span> among{" "}
                {quiz.participants.toLocaleString("en-US")} first attempts
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
