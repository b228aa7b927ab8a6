import { cn } from "@/components/ui/cn";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import { OptionLetter } from "@/components/quiz/option-letter";
import type { PracticeQuestion, PracticeReveal } from "./types";

type KeyPanelProps = {
  question: Pick<PracticeQuestion, "optionsList">;
  reveal: PracticeReveal;
  selectedId: string | null;
  headingId?: string;
  /** Option id → percent of other learners who chose it; shown only when the server had enough. */
  others?: Record<string, number>;
};

/** A question's key: right or wrong, the correct options, every option's explanation, the explanation and the reference. */
export function KeyPanel({ question, reveal, selectedId, headingId, others }: KeyPanelProps) {
  const showOthers = others !== undefined && Object.keys(others).length > 0;
  return (
    <div className="space-y-4">
      <p
        id={headingId}
        role="status"
        className={cn(
          "rounded-lg px-3 py-2 text-sm font-semibold",
          selectedId === null
            ? "bg-slate-100 text-slate-700"
            : reveal.correct
              ? "bg-emerald-50 text-emerald-800"
              : "bg-red-50 text-red-800",
        )}
      >
        {selectedId === null ? "Not answered." : reveal.correct ? "Correct." : "Incorrect."}
      </p>
      <ul className="grid gap-3">
        {question.optionsList.map((option, index) => {
          const right = reveal.correctOptionIds.includes(option.id);
          const chosen = option.id === selectedId;
          const explanation = reveal.optionExplanations[option.id];
          return (
            <li
              key={option.id}
              className={cn(
                "rounded-xl border-2 px-4 py-3",
                right ? "border-emerald-500 bg-emerald-50/60" : chosen ? "border-red-400 bg-red-50/60" : "border-slate-200 bg-white",
              )}
            >
              <div className="flex items-center gap-3">
                <OptionLetter
                  index={index}
                  className={right ? "bg-emerald-600 text-white ring-emerald-600" : "bg-white text-slate-600 ring-slate-300"}
                />
                <span className="flex-1 text-slate-900">{option.option}</span>
                {right && <CheckIcon aria-hidden="true" className="size-5 text-emerald-700" strokeWidth={2.4} />}
                {chosen && !right && <CloseIcon aria-hidden="true" className="size-5 text-red-700" strokeWidth={2.4} />}
                <span className="sr-only">
                  {right ? "Correct answer" : "Wrong answer"}
                  {chosen ? ", your choice" : ""}
                </span>
              </div>
              {showOthers && <p className="mt-1 pl-11 text-sm text-slate-600">{others[option.id] ?? 0} % chose this</p>}
              {explanation && <p className="mt-2 pl-11 text-sm text-slate-700">{explanation}</p>}
            </li>
          );
        })}
      </ul>
      {reveal.explanation && (
        <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">Explanation</p>
          <p className="mt-1 whitespace-pre-line">{reveal.explanation}</p>
        </div>
      )}
      {reveal.reference && (
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">Reference:</span> {reveal.reference}
        </p>
      )}
    </div>
  );
}
