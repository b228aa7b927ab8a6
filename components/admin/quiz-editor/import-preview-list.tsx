"use client";

import type { ImportPreview } from "@/lib/quizzes/import-preview";

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * The questions of an import as they will be saved (docs/rules.md, "Word import"): each numbered
 * as read, with its options in order and the key marked, its explanation, reference, tags and
 * picture; the problems, each named by its question, are listed above and marked on the question.
 */
export function ImportPreviewList({ preview }: { preview: ImportPreview }) {
  const troubled = new Set(preview.problems.map((problem) => problem.question));
  return (
    <section aria-labelledby="import-preview-heading" className="space-y-2">
      <h3 id="import-preview-heading" className="text-sm font-semibold text-slate-800">
        {preview.questions.length} {preview.questions.length === 1 ? "question" : "questions"} read
      </h3>
      <ol className="max-h-96 space-y-2 overflow-y-auto pr-1">
        {preview.questions.map((question) => (
          <li
            key={question.number}
            className={`rounded-lg px-3 py-2 text-sm ring-1 ${troubled.has(question.number) ? "bg-red-50 ring-red-200" : "bg-white ring-slate-200"}`}
          >
            <p className="font-medium break-words text-slate-900">
              <span className="text-slate-600">Question {question.number}. </span>
              {question.question || <em>(no question text)</em>}
            </p>
            {question.image && <p className="mt-1 text-xs text-slate-700">Picture: {question.image.alt ?? "no description"}</p>}
            <ul className="mt-1 space-y-0.5">
              {question.options.map((option, index) => (
                <li key={index} className={`break-words ${option.isCorrect ? "font-semibold text-emerald-800" : "text-slate-700"}`}>
                  {letter(index)}. {option.option}
                  {option.isCorrect && <span> (answer)</span>}
                </li>
              ))}
            </ul>
            {question.explanation && (
              <p className="mt-1 text-xs break-words whitespace-pre-line text-slate-700">Explanation: {question.explanation}</p>
            )}
            {question.reference && <p className="mt-1 text-xs break-words text-slate-700">Reference: {question.reference}</p>}
            {question.tags.length > 0 && <p className="mt-1 text-xs text-slate-700">Tags: {question.tags.join(", ")}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
