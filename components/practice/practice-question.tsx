"use client";

import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { OptionList } from "@/components/quiz/take/option-list";
import { HighlightableStem, type StemHandle } from "@/components/quiz/take/highlightable-stem";
import { QuestionHeading } from "@/components/quiz/take/question-heading";
import { useQuestionKeys } from "@/components/quiz/take/question-keys";
import { QuestionNote, type NoteHandle } from "@/components/quiz/take/question-note";
import type { usePaperMarks } from "@/components/quiz/take/use-paper-marks";
import { QuestionImage } from "@/components/quiz/question-image";
import { ReportProblemButton } from "@/components/question-reports/report-problem-button";
import { KeyPanel } from "./key-panel";
import { RatingPanel } from "./rating-panel";
import { useOthersChose } from "./use-others-chose";
import type { PracticeView } from "./practice-state";
import type { PracticeQuestion as Question, RatingName } from "./types";

const NO_HIGHLIGHTS: [] = [];

type PracticeQuestionProps = {
  question: Question;
  view: PracticeView;
  total: number;
  marks: ReturnType<typeof usePaperMarks>;
  onChoose: (optionId: string) => void;
  onRate: (rating: RatingName) => Promise<void>;
  onFlag: () => void;
  onGo: (index: number) => void;
  onEnd: () => void;
};

/**
 * One question of a running session: its stem with the learner's marks, then its options, or, once
 * a tutor answer came back, the key, the rating and a way to report the question; Previous and
 * Next (Skip before an answer) below, End session on the last.
 */
export function PracticeQuestion({ question, view, total, marks, onChoose, onRate, onFlag, onGo, onEnd }: PracticeQuestionProps) {
  const id = useId();
  const noteRef = useRef<NoteHandle>(null);
  const stemRef = useRef<StemHandle>(null);
  const { index } = view;
  useQuestionKeys({
    flag: onFlag,
    next: () => onGo(index + 1),
    previous: () => onGo(index - 1),
    note: () => noteRef.current?.openAndFocus(),
    highlight: () => stemRef.current?.highlightSelection(),
  });
  const reveal = view.keys[question.id];
  const review = view.reviews[question.id];
  const others = useOthersChose(question.id, reveal !== undefined);

  return (
    // Keyed by question: each one mounts afresh (its note closed, the stem's selection gone).
    <Card as="section" key={question.id} aria-labelledby={`${id}-text`} className="min-w-0 p-5 sm:p-7">
      <QuestionHeading index={index} total={total} flagged={view.flags.has(question.id)} onToggleFlag={onFlag} />
      <HighlightableStem
        ref={stemRef}
        id={`${id}-text`}
        text={question.question}
        highlights={marks.highlights[question.id] ?? NO_HIGHLIGHTS}
        onChange={(ranges) => marks.setHighlights(question.id, ranges)}
        className="mt-3 text-lg leading-snug font-semibold text-pretty text-slate-900 sm:text-xl"
      />
      {question.imageUrl && <QuestionImage src={question.imageUrl} alt={question.imageAlt} className="mt-4" />}
      <div className="mt-5">
        {reveal ? (
          <>
            <KeyPanel question={question} reveal={reveal} selectedId={view.answers[question.id] ?? null} others={others} />
            {review && (
              <div className="mt-4">
                <RatingPanel review={review} onRate={onRate} />
              </div>
            )}
            <ReportProblemButton questionId={question.id} className="mt-4 -ml-3" />
          </>
        ) : (
          <OptionList
            question={question}
            labelledBy={`${id}-text`}
            selectedId={view.answers[question.id]}
            onChoose={onChoose}
            struck={marks.strikes[question.id]}
            onToggleStrike={(optionId) => marks.setStrike(question.id, optionId, !marks.strikes[question.id]?.has(optionId))}
            focusOnMount={false}
          />
        )}
      </div>
      <QuestionNote ref={noteRef} className="mt-4" questionId={question.id} saved={marks.notes[question.id] ?? ""} onSave={marks.setNote} />
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button variant="outline" onClick={() => onGo(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        {index < total - 1 ? (
          <Button variant={reveal ? "primary" : "secondary"} onClick={() => onGo(index + 1)}>
            {reveal ? "Next question" : "Skip"}
          </Button>
        ) : (
          <Button onClick={onEnd}>End session</Button>
        )}
      </div>
    </Card>
  );
}
