import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { ALLOWED_QUIZZES_HREF, RESULTS_HREF } from "../links";
import { ResultSummary } from "../result-summary";
import type { AttemptReview } from "../types";
import { ReviewQuestions } from "./review-questions";
import type { PaperMarks } from "@/lib/marks";
import type { OthersChose } from "@/lib/marks/others-chose";

/** The review of an ended attempt: the summary, then one question at a time. */
type ReviewScreenProps = { review: AttemptReview; marks: PaperMarks & { others: OthersChose }; questionId?: string };

export function ReviewScreen({ review, marks, questionId }: ReviewScreenProps) {
  const { quiz, result } = review;
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
      <ReviewQuestions review={review} marks={marks} initialQuestionId={questionId} />
    </Container>
  );
}
