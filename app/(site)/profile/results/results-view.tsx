import { EmptyState } from "@/components/ui/empty-state";
import { ALLOWED_QUIZZES_HREF } from "@/components/quiz/links";
import { SubjectFilter } from "@/components/quiz/subject-filter";
import type { ResultRow, ScoreTrend } from "@/components/quiz/types";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { ResultsTable } from "./results-table";
import { ScoreCharts } from "./score-charts";
import type { PassMarks } from "@/lib/sitting-rules/pass-marks";
import { ButtonLink } from "@/components/ui/button";
import { QuizIcon } from "@/components/ui/icons";
import type { Page } from "@/lib/pagination";

const PATH = "/profile/results";

type ResultsViewProps = {
  results: Page<ResultRow>;
  subjects: { id: string; name: string }[];
  subject?: string;
  /** The charts drawn: the subjects last taken, bounded (lib/sittings/recent-trends.ts). */
  trends: ScoreTrend[];
  /** How many subjects have a chart in all. */
  chartableSubjects: number;
  passMarks: PassMarks;
};

/** One page of results, newest first, filterable by subject (`?subject=`), with the score trends of the subjects last taken above. */
export function ResultsView({ results, subjects, subject, trends, chartableSubjects, passMarks }: ResultsViewProps) {
  const query = { subject };
  return (
    <div>
      <PageHeader
        title="See Results"
        description={`Your results, newest first. A quiz is passed at the ${passMarks.quiz.label}; a grand test at the ${passMarks.grand_test.label}.`}
        actions={subjects.length > 0 && <SubjectFilter key={subject ?? ""} id="results-subject" subjects={subjects} value={subject} />}
      />
      {results.total === 0 ? (
        <EmptyState
          icon={<QuizIcon />}
          title="No results yet"
          action={<ButtonLink href={ALLOWED_QUIZZES_HREF}>Allowed Quizzes</ButtonLink>}
        >
          Take a quiz and your score appears here, with a review of every question.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <ScoreCharts trends={trends} total={chartableSubjects} />
          <section aria-label="Results">
            <p className="mb-3 text-sm text-slate-600 tabular-nums">{rangeText(results, "result")}</p>
            {results.items.length === 0 ? (
              <PastLastPage info={results} path={PATH} query={query} />
            ) : (
              <ResultsTable results={results.items} />
            )}
            <Pager info={results} path={PATH} query={query} label="Results pages" />
          </section>
        </div>
      )}
    </div>
  );
}
