import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ReportProblemButton } from "@/components/question-reports/report-problem-button";
import { cn } from "@/components/ui/cn";
import { QuestionImage } from "../question-image";
import { HighlightedStem } from "../take/drawn-highlights";
import type { Highlight } from "../take/highlight-ranges";
import { OptionLetter } from "../option-letter";
import { PassMark } from "../pass-mark";
import type { QuestionView } from "../types";

type ReviewQuestionProps = {
  question: QuestionView;
  index: number;
  total: number;
  choice: string | undefined;
  flagged: boolean;
  /** Options the learner struck out in this attempt. */
  struck?: string[];
  /** The learner's highlights on the stem in this attempt. */
  highlights?: readonly Highlight[];
  /** The learner's own note on the question. */
  note?: string;
  /** Option id → percent of other learners who chose it (only when enough did). */
  others?: Record<string, number>;
  onPrevious: () => void;
  onNext: () => void;
};

const NO_HIGHLIGHTS: readonly Highlight[] = [];

export type Verdict = "correct" | "incorrect" | "unanswered";

export function verdictOf(question: QuestionView, choice: string | undefined): Verdict {
  if (!choice) return "unanswered";
  return question.optionsList.some((option) => option.id === choice && option.isAnswer) ? "correct" : "incorrect";
}

function VerdictBadge({ verdict }: { verdict: Verdict }) {
  if (verdict === "unanswered")
    return <span className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-semibold text-slate-700">Not answered</span>;
  return <PassMark passed={verdict === "correct"} text={verdict === "correct" ? "Correct" : "Incorrect"} showText className="text-sm" />;
}

/** One reviewed question: the learner's choice, the correct option(s), the explanation, and their own marks. */
export function ReviewQuestion({
  question,
  index,
  total,
  choice,
  flagged,
  struck,
  highlights,
  note,
  others,
  onPrevious,
  onNext,
}: ReviewQuestionProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={`${id}-text`} className="p-5 sm:p-7">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-700">
          Question {index + 1} of {total}
        </p>
        <span className="flex flex-wrap items-center justify-end gap-2">
          {flagged && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900">Flagged</span>}
          <VerdictBadge verdict={verdictOf(question, choice)} />
        </span>
      </div>
      <HighlightedStem
        id={`${id}-text`}
        text={question.question}
        highlights={highlights ?? NO_HIGHLIGHTS}
        className="mt-3 text-lg leading-snug font-semibold text-pretty text-slate-900 sm:text-xl"
      />
      {question.imageUrl && <QuestionImage src={question.imageUrl} alt={question.imageAlt} className="mt-4" />}
      <ul className="mt-5 grid gap-3" aria-label="Options">
        {question.optionsList.map((option, optionIndex) => {
          const chosen = option.id === choice;
          const right = option.isAnswer === true;
          const isStruck = struck?.includes(option.id) ?? false;
          return (
            <li
              key={option.id}
              className={cn(
                "flex flex-wrap items-center gap-3 rounded-xl border-2 px-4 py-3",
                right ? "border-emerald-500 bg-emerald-50" : chosen ? "border-red-400 bg-red-50" : "border-slate-200 bg-white",
              )}
            >
              <OptionLetter
                index={optionIndex}
                className={
                  right
                    ? "bg-emerald-600 text-white ring-emerald-600"
                    : chosen
                      ? "bg-red-600 text-white ring-red-600"
                      : "bg-white text-slate-600 ring-slate-300"
                }
              />
              <span className={cn("min-w-0 flex-1 text-slate-900", isStruck && "text-slate-600 line-through decoration-2")}>
                {option.option}
              </span>
              <span className="flex gap-1.5 text-xs font-semibold">
                {isStruck && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-800">Struck out</span>}
                {chosen && (
                  <span className={cn("rounded-full px-2 py-0.5", right ? "bg-emerald-700 text-white" : "bg-red-600 text-white")}>
                    Your answer
                  </span>
                )}
                {right && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">Correct answer</span>}
              </span>
              {others && <p className="basis-full pl-11 text-sm text-slate-600">{others[option.id] ?? 0} % chose this</p>}
              {option.explanation && <p className="basis-full pl-11 text-sm text-slate-700">{option.explanation}</p>}
            </li>
          );
        })}
      </ul>
      {question.explanation && (
        <div className="mt-6 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
          <h3 className="text-sm font-semibold text-brand-800">Explanation</h3>
          <p className="mt-1 text-slate-700">{question.explanation}</p>
        </div>
      )}
      {question.reference && (
        <p className="mt-4 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">Reference: </span>
          {question.reference}
        </p>
      )}
      {note && (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="text-sm font-semibold text-amber-900">Your note</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{note}</p>
        </div>
      )}
      <ReportProblemButton questionId={question.id} className="mt-4 -ml-3" />
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          Previous
        </Button>
        <Button variant="secondary" onClick={onNext} disabled={index === total - 1}>
          Next
        </Button>
      </div>
    </Card>
  );
}
