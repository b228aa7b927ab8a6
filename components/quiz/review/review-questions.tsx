"use client";

import { useState } from "react";
import { Card } from "@/components/ui/card";
import { GridLegend, QuestionGrid, type GridTone } from "../question-grid";
import type { AttemptReview } from "../types";
import type { PaperMarks } from "@/lib/marks";
import type { OthersChose } from "@/lib/marks/others-chose";
import { ReviewQuestion, verdictOf, type Verdict } from "./review-question";

const toneOf: Record<Verdict, GridTone> = { correct: "correct", incorrect: "incorrect", unanswered: "open" };

type ReviewQuestionsProps = {
  review: Pick<AttemptReview, "quiz" | "choices" | "flaggedQuestionIds">;
  /** The learner's own strikes and highlights on this attempt and notes on its questions, and what others chose. */
  marks?: Pick<PaperMarks, "strikes" | "highlights" | "notes"> & { others?: OthersChose };
  /** The question to open on (a link from "My question notes"); else the first. */
  initialQuestionId?: string;
};

/** An ended attempt's questions one at a time, with the grid of right, wrong and unanswered beside them. */
export function ReviewQuestions({ review, marks, initialQuestionId }: ReviewQuestionsProps) {
  const { quiz, choices } = review;
  const flagged = new Set(review.flaggedQuestionIds);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      quiz.questions.findIndex((item) => item.id === initialQuestionId),
    ),
  );
  const question = quiz.questions[index];
  if (!question) return null;
  const items = quiz.questions.map((item) => ({
    id: item.id,
    tone: toneOf[verdictOf(item, choices[item.id])],
    flagged: flagged.has(item.id),
  }));

  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <Card as="section" aria-label="Questions" className="space-y-4 p-4 sm:p-5 lg:sticky lg:top-6 lg:order-last">
        <QuestionGrid items={items} current={index} onSelect={setIndex} label="Review questions" />
        <GridLegend tones={["correct", "incorrect", "open"]} flag={flagged.size > 0} />
      </Card>
      <ReviewQuestion
        key={question.id}
        question={question}
        index={index}
        total={quiz.questions.length}
        choice={choices[question.id]}
        flagged={flagged.has(question.id)}
        struck={marks?.strikes[question.id]}
        highlights={marks?.highlights[question.id]}
        note={marks?.notes[question.id]}
        others={marks?.others?.[question.id]}
        onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
        onNext={() => setIndex((i) => Math.min(quiz.questions.length - 1, i + 1))}
      />
    </div>
  );
}
