"use client";

import { cn } from "@/components/ui/cn";
import { CloseIcon } from "@/components/ui/icons";
import { controlClasses } from "@/components/ui/input";
import { EDITOR_IDS } from "./payload";
import type { EditorOption } from "./use-quiz-draft";

type OptionRowProps = {
  option: EditorOption;
  /** 1-based, for the labels ("Option 2"). */
  number: number;
  /** A saved question's option: its correct flag is fixed and it cannot be removed. */
  locked: boolean;
  onChange: (patch: Partial<Pick<EditorOption, "option" | "isCorrect" | "explanation">>) => void;
  onRemove: () => void;
};

/** One answer option: a "correct" checkbox, its text and (until its question is saved) a remove button. */
export function OptionRow({ option, number, locked, onChange, onRemove }: OptionRowProps) {
  const label = `Option ${number}`;
  return (
    <li className={cn("flex flex-wrap items-center gap-2 rounded-lg p-1.5", option.isCorrect && "bg-brand-50")}>
      <label
        className="flex shrink-0 items-center gap-1.5 px-1 text-xs font-medium text-slate-600"
        title={locked ? "Correct answers are fixed once the question is saved" : undefined}
      >
        <input
          id={EDITOR_IDS.correct(option.key)}
          type="checkbox"
          className="size-4 rounded accent-brand-700 disabled:cursor-not-allowed"
          checked={option.isCorrect}
          disabled={locked}
          onChange={(e) => onChange({ isCorrect: e.target.checked })}
          aria-label={`${label} is correct`}
        />
        <span aria-hidden="true">Correct</span>
      </label>
      <input
        id={EDITOR_IDS.optionText(option.key)}
        aria-label={label}
        placeholder={label}
        value={option.option}
        maxLength={1000}
        onChange={(e) => onChange({ option: e.target.value })}
        className={cn(controlClasses, "h-10 min-w-0 flex-1")}
      />
      {!locked && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove option ${number}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
      <input
        aria-label={`${label} explanation`}
        placeholder={`Why option ${number} is right or wrong (optional, shown after the attempt)`}
        value={option.explanation ?? ""}
        maxLength={2000}
        onChange={(e) => onChange({ explanation: e.target.value })}
        className={cn(controlClasses, "h-9 basis-full text-sm sm:ml-[5.5rem] sm:basis-[calc(100%-5.5rem)]")}
      />
    </li>
  );
}
