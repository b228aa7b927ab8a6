import { Container } from "@/components/layout/container";
import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button";
import { ReportProblemButton } from "@/components/question-reports/report-problem-button";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import { formatPercent } from "@/lib/format";
import { KeyPanel } from "./key-panel";
import type { PracticeResult, PracticeState } from "./types";

/** The end of a session: the figures, then every question with its key (the review). */
export function PracticeSummary({ session, result }: { session: PracticeState; result: PracticeResult }) {
  const figures: [string, number | string][] = [
    ["Correct", result.correct],
    ["Incorrect", result.incorrect],
    ["Unanswered", result.unanswered],
    ["Score", formatPercent(result.percentage, { digits: PERCENTAGE_DIGITS })],
  ];
  return (
    <Container className="space-y-6 py-6 sm:py-10">
      <Card as="section" aria-labelledby="practice-summary" className="p-5 sm:p-7">
        <h1 id="practice-summary" className="text-xl font-bold text-slate-900 sm:text-2xl">
          Session summary
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {{ tutor: "Tutor", timed: "Timed", review: "Review" }[session.mode]} session of {result.total}{" "}
          {result.total === 1 ? "question" : "questions"}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3 text-center">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink href="/practice">New session</ButtonLink>
        </div>
      </Card>
      <section aria-labelledby="practice-review" className="space-y-4">
        <h2 id="practice-review" className="text-lg font-bold text-slate-900">
          Review
        </h2>
        <ol className="space-y-4">
          {session.questions.map((question, index) => (
            <Card as="li" key={question.id} className="p-5 sm:p-7">
              <p className="text-sm font-semibold text-brand-700">Question {index + 1}</p>
              <h3 className="mt-2 mb-4 text-base font-semibold text-slate-900 sm:text-lg">{question.question}</h3>
              {question.key && <KeyPanel question={question} reveal={question.key} selectedId={question.selectedOptionId} />}
              <ReportProblemButton questionId={question.id} className="mt-4 -ml-3" />
            </Card>
          ))}
        </ol>
      </section>
    </Container>
  );
}
