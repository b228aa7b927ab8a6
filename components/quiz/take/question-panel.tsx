"use client";

import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { QuestionView } from "../types";
import { QuestionImage } from "../question-image";
import { OptionList } from "./option-list";
import type { Highlight } from "./highlight-ranges";
import { HighlightableStem, type StemHandle } from "./highlightable-stem";
import { QuestionHeading } from "./question-heading";
import { useQuestionKeys } from "./question-keys";
import { QuestionNote, type NoteHandle } from "./question-note";

type QuestionPanelProps = {
  question: QuestionView;
  index: number;
  total: number;
  selectedId: string | undefined;
  flagged: boolean;
  focusOnMount: boolean;
  onChoose: (optionId: string) => void;
  struck: ReadonlySet<string> | undefined;
  onToggleStrike: (optionId: string) => void;
  onToggleFlag: () => void;
  /** The learner's note on the question ("" when none), and where an edit goes. */
  highlights: readonly Highlight[];
  onHighlight: (questionId: string, ranges: Highlight[]) => void;
  note: string;
  onSaveNote: (questionId: string, text: string) => void;
  onPrevious: () => void;
  onSkip: () => void;
  className?: string;
};

/** One question: its number, a flag toggle, the text, the options, and Previous / Skip. */
export function QuestionPanel({
  question,
  index,
  total,
  selectedId,
  flagged,
  focusOnMount,
  onChoose,
  struck,
  onToggleStrike,
  onToggleFlag,
  highlights,
  onHighlight,
  note,
  onSaveNote,
  onPrevious,
  onSkip,
  className,
}: QuestionPanelProps) {
  const id = useId();
  const count = question.optionsList.length;
  const noteRef = useRef<NoteHandle>(null);
  const stemRef = useRef<StemHandle>(null);
  useQuestionKeys({
    flag: onToggleFlag,
    next: () => index < total - 1 && onSkip(),
    previous: () => index > 0 && onPrevious(),
    note: () => noteRef.current?.openAndFocus(),
    highlight: () => stemRef.current?.highlightSelection(),
  });
  return (
    <Card as="section" aria-labelledby={`${id}-text`} className={cn("p-5 sm:p-7", className)}>
      <QuestionHeading index={index} total={total} flagged={flagged} onToggleFlag={onToggleFlag} />
      <HighlightableStem
        ref={stemRef}
        id={`${id}-text`}
        text={question.question}
        highlights={highlights}
        onChange={(ranges) => onHighlight(question.id, ranges)}
        className="mt-3 text-lg leading-snug font-semibold text-pretty text-slate-900 sm:text-xl"
      />
      {question.imageUrl && <QuestionImage src={question.imageUrl} alt={question.imageAlt} className="mt-4" />}
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 max-sm:sr-only">
        Choose an answer to save it and move on. Keys 1–{count} choose, Shift + a number strikes out, arrows move, ? lists every key.
      </p>
      <OptionList
        className="mt-5"
        question={question}
        labelledBy={`${id}-text`}
        describedBy={`${id}-hint`}
        selectedId={selectedId}
        onChoose={onChoose}
        struck={struck}
        onToggleStrike={onToggleStrike}
        focusOnMount={focusOnMount}
      />
      <QuestionNote ref={noteRef} className="mt-4" questionId={question.id} saved={note} onSave={onSaveNote} />
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          Previous
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={index === total - 1}>
          Skip
        </Button>
      </div>
    </Card>
  );
}
