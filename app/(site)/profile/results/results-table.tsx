"use client";

// A client component for its weight, not for state (as the score charts): a page of rows reaches the
// browser once as props, instead of as markup twice, in the HTML and in the RSC payload.
import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import { reviewHref } from "@/components/quiz/links";
import { PassMark } from "@/components/quiz/pass-mark";
import { formatPercent } from "@/lib/format";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import type { ResultRow } from "@/components/quiz/types";
import { ButtonLink } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";

const numbers: [label: string, value: (row: ResultRow) => number][] = [
  ["Total Marks", (row) => row.totalMarks],
  ["Correct", (row) => row.correct],
  ["Incorrect", (row) => row.incorrect],
  ["Answered", (row) => row.totalAttempts],
  ["Questions", (row) => row.totalQuestions],
];

/**
 * The Review column stays at the table's right edge when the table is wider than its box (a
 * narrow window beside the side menu): the rest scrolls under it, Review is always whole.
 */
const STICKY_END = "md:sticky md:right-0 md:shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]";

/**
 * One row per ended attempt, the score with its pass (✓) or fail (✗) mark and, to screen readers,
 * the mark it was judged against (a grand test's is said under its name), and Review (the answers with their keys).
 */
export function ResultsTable({ results }: { results: readonly ResultRow[] }) {
  return (
    <DataTable
      caption="Your quiz results, newest first"
      dense
      head={
        <>
          <HeadCell>Quiz</HeadCell>
          <HeadCell>Subject</HeadCell>
          <HeadCell numeric>Score</HeadCell>
          {numbers.map(([label]) => (
            <HeadCell key={label} numeric>
              {label}
            </HeadCell>
          ))}
          <HeadCell>Date</HeadCell>
          <HeadCell className={`md:bg-slate-50 ${STICKY_END}`}>
            <span className="sr-only">Action</span>
          </HeadCell>
        </>
      }
    >
      {results.map((row) => (
        <Row key={row.id} columns={3}>
          <Cell label="Quiz" header>
            {row.quizAttempt.quiz.name}
            {row.quizAttempt.quiz.kind === "grand_test" && (
              <span className="block text-xs font-normal text-slate-600">Grand test · {row.passMark.label}</span>
            )}
          </Cell>
          <Cell label="Subject" wide>
            {row.quizAttempt.quiz.subject.name}
          </Cell>
          <Cell label="Score" numeric className="font-semibold whitespace-nowrap text-slate-900">
            <span className="inline-flex items-center gap-1.5">
              {formatPercent(row.percentage, { digits: PERCENTAGE_DIGITS })}
              <PassMark passed={row.passed} mark={row.passMark} />
            </span>
          </Cell>
          {numbers.map(([label, value]) => (
            <Cell key={label} label={label} numeric>
              {value(row)}
            </Cell>
          ))}
          <Cell label="Date" className="max-md:col-span-full">
            {formatDateTime(row.createdAt)}
          </Cell>
          <Cell label="Action" className={`max-md:col-span-full max-md:before:hidden md:bg-white ${STICKY_END}`}>
            <span>
              <ButtonLink href={reviewHref(row.quizAttemptId)} variant="outline" size="sm" className="max-md:w-full">
                Review<span className="sr-only"> {row.quizAttempt.quiz.name}</span>
              </ButtonLink>
            </span>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
