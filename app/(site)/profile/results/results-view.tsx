"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { ALLOWED_QUIZZES_HREF } from "@/components/quiz/links";
import { SubjectFilter, useSubjectFilter } from "@/components/quiz/subject-filter";
import type { ResultRow } from "@/components/quiz/types";
import { PageHeader } from "@/components/ui/page-header";
import { ResultsTable } from "./results-table";
import { ScoreCharts } from "./score-charts";
import { PASS_FRACTION } from "@/lib/attempts/rules";
import { ButtonLink } from "@/components/ui/button";
import { QuizIcon } from "@/components/ui/icons";

const subjectOf = (row: ResultRow) => row.quizAttempt.quiz.subject.name;

/** Every result, newest first, filterable by subject, with the score trend per subject above. */
export function ResultsView({ results }: { results: ResultRow[] }) {
  const { subject, setSubject, subjects, visible } = useSubjectFilter(results, subjectOf);
  return (
    <div>
      <PageHeader
        title="See Results"
        description={`Your quiz results, newest first. A score of ${PASS_FRACTION * 100}% or more is a pass.`}
        actions={results.length > 0 && <SubjectFilter id="results-subject" subjects={subjects} value={subject} onChange={setSubject} />}
      />
      {results.length === 0 ? (
        <EmptyState
          icon={<QuizIcon />}
          title="No results yet"
          action={<ButtonLink href={ALLOWED_QUIZZES_HREF}>Allowed Quizzes</ButtonLink>}
        >
          Take a quiz and your score appears here, with a review of every question.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <ScoreCharts results={visible} subjectOf={subjectOf} />
          <ResultsTable results={visible} />
        </div>
      )}
    </div>
  );
}
