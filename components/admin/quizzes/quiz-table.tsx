"use client";

import { Button } from "@/components/ui/button";
import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import { EditDeleteButtons } from "../edit-delete-buttons";
import { QuizExportMenu } from "../quiz-export-menu";
import type { AdminQuizSummary } from "../types";
import { GrandTestSchedule } from "./grand-test-schedule";

type QuizTableProps = {
  quizzes: AdminQuizSummary[];
  /** The number of the first row (pages after the first continue the count). */
  firstNumber: number;
  onEdit: (quiz: AdminQuizSummary) => void;
  /** Opens the quiz at its item statistics. */
  onStatistics: (quiz: AdminQuizSummary) => void;
  onDelete: (quiz: AdminQuizSummary) => void;
};

/** "1 min", "30 Mins" (the product's label as first written); a stored 0 means the quiz has no time limit. */
export const quizTimeLabel = (minutes: number) => (minutes === 1 ? "1 min" : minutes > 0 ? `${minutes} Mins` : "Untimed");

/**
 * The quiz list: index, name, subject, questions, time, Edit, Delete, Statistics and Export. A table on wide screens,
 * one card per quiz on phones (DataTable), so Time, Edit and Delete never hide off-screen.
 */
export function QuizTable({ quizzes, firstNumber, onEdit, onStatistics, onDelete }: QuizTableProps) {
  return (
    <DataTable
      caption="Quizzes"
      head={
        <>
          <HeadCell className="w-12">#</HeadCell>
          <HeadCell>Quiz Name</HeadCell>
          <HeadCell>Quiz Subject</HeadCell>
          <HeadCell numeric>Total Questions</HeadCell>
          <HeadCell>Quiz Time</HeadCell>
          <HeadCell className="text-right">
            <span className="sr-only">Actions</span>
          </HeadCell>
        </>
      }
    >
      {quizzes.map((quiz, index) => (
        <Row key={quiz.id} data-testid="admin-quiz-row">
          <Cell label="#" numeric className="text-slate-500 max-md:hidden">
            {firstNumber + index}
          </Cell>
          <Cell label="Quiz Name" header className="break-words md:max-w-[18rem]">
            {quiz.name}
            <GrandTestSchedule quiz={quiz} />
          </Cell>
          <Cell label="Quiz Subject" wide>
            {quiz.quizSubject || quiz.subject.name}
          </Cell>
          <Cell label="Total Questions" numeric>
            {quiz.totalQuestions}
          </Cell>
          <Cell label="Quiz Time" className="whitespace-nowrap">
            {quizTimeLabel(quiz.quizTime)}
          </Cell>
          <Cell label="Actions" className="max-md:col-span-full max-md:before:hidden">
            <span className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
              <EditDeleteButtons name={quiz.name} onEdit={() => onEdit(quiz)} onDelete={() => onDelete(quiz)} />
              <Button variant="ghost" size="sm" aria-label={`Statistics of ${quiz.name}`} onClick={() => onStatistics(quiz)}>
                Statistics
              </Button>
              <QuizExportMenu quizId={quiz.id} name={quiz.name} />
            </span>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
