"use client";

import { useState } from "react";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { ALLOWED_QUIZZES_HREF, RESULTS_HREF } from "../links";
import { GridLegend, QuestionGrid, type GridTone } from "../question-grid";
import { ResultSummary } from "../result-summary";
import type { AttemptReview } from "../types";
import { ReviewQuestion, verdictOf, type Verdict } from "./review-question";

const toneOf: Record<Verdict, GridTone> = { correct: "correct", incorrect: "incorrect", unanswered: "open" };

/** The review of an ended attempt: the summary, then one question at a time. */
export function ReviewScreen({ review }: { review: AttemptReview }) {
  const { quiz, result, choices } = review;
  const flagged = new Set(review.flaggedQuestionIds);
  const [index, setIndex] = useState(0);
  const question = quiz.questions[index];
  const items = quiz.questions.map((item) => ({
    id: item.id,
    tone: toneOf[verdictOf(item, choices[item.id])],
    flagged: flagged.has(item.id),
  }));

  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <ResultSummary eyebrow={`${quiz.subject.name} · submitted ${formatDateTime(result.submittedAt)}`} title={quiz.name} figures={result}>
        <ButtonLink href={RESULTS_HREF} variant="outline">
          All results
        </ButtonLink>
        <ButtonLink href={ALLOWED_QUIZZES_HREF} variant="ghost">
          Allowed Quizzes
        </ButtonLink>
      </ResultSummary>
      {question && (
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
            onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
            onNext={() => setIndex((i) => Math.min(quiz.questions.length - 1, i + 1))}
          />
        </div>
      )}
    </Container>
  );
}
