"use client";

import { Button } from "@/components/ui/button";
import type { AdminQuizSummary } from "../types";

type QuizTableProps = {
  quizzes: AdminQuizSummary[];
  /** The number of the first row (pages after the first continue the count). */
  firstNumber: number;
  onEdit: (quiz: AdminQuizSummary) => void;
  onDelete: (quiz: AdminQuizSummary) => void;
};

/** "N Mins" as the spec shows it; a stored 0 means the quiz has no time limit. */
export const quizTimeLabel = (minutes: number) => (minutes > 0 ? `${minutes} Mins` : "Untimed");

const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";

/** The quiz list: index, name, subject, questions, time, Edit and Delete. Scrolls sideways on phones. */
export function QuizTable({ quizzes, firstNumber, onEdit, onDelete }: QuizTableProps) {
  return (
    <div role="region" aria-label="Quizzes" tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-12`}>
              #
            </th>
            <th scope="col" className={th}>
              Quiz Name
            </th>
            <th scope="col" className={th}>
              Quiz Subject
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total Questions
            </th>
            <th scope="col" className={th}>
              Quiz Time
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {quizzes.map((quiz, index) => (
            <tr key={quiz.id} className="hover:bg-slate-50/70">
              <td className="px-4 py-3 text-slate-500 tabular-nums">{firstNumber + index}</td>
              <th scope="row" className="max-w-[18rem] px-4 py-3 text-left font-semibold break-words text-slate-900">
                {quiz.name}
              </th>
              <td className="px-4 py-3 text-slate-700">{quiz.quizSubject || quiz.subject.name}</td>
              <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{quiz.totalQuestions}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{quizTimeLabel(quiz.quizTime)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button variant="outline" size="sm" aria-label={`Edit ${quiz.name}`} onClick={() => onEdit(quiz)}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700! hover:bg-red-50!"
                    aria-label={`Delete ${quiz.name}`}
                    onClick={() => onDelete(quiz)}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
