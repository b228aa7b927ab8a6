import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import { CardSection } from "@/components/ui/card";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import { formatDateTime, formatPercent, NO_VALUE } from "@/lib/format";
import type { LearnerRecord } from "../types";
import { AttemptStatusBadge, LatestOf, NoneYet } from "./record-parts";

type Attempt = LearnerRecord["attempts"]["items"][number];

const scoreText = ({ score }: Attempt) =>
  score ? `${score.score} / ${score.totalMarks} (${formatPercent(score.percentage, { digits: PERCENTAGE_DIGITS })})` : NO_VALUE;

/** The learner's attempts, latest start first: quiz, subject, when, score once ended, and state. */
export function AttemptsList({ attempts }: { attempts: LearnerRecord["attempts"] }) {
  return (
    <CardSection id="record-attempts" title="Attempts" description="Quizzes and grand tests this learner started, latest first.">
      {attempts.items.length === 0 ? (
        <NoneYet>No attempts yet.</NoneYet>
      ) : (
        <DataTable
          caption="Attempts, latest first"
          head={
            <>
              <HeadCell>Quiz</HeadCell>
              <HeadCell>Started</HeadCell>
              <HeadCell numeric>Score</HeadCell>
              <HeadCell>Status</HeadCell>
            </>
          }
        >
          {attempts.items.map((attempt) => (
            <Row key={attempt.id}>
              <Cell label="Quiz" header className="break-words">
                {attempt.quiz.name}
                {attempt.quiz.deleted && <span className="font-normal text-slate-600"> (deleted)</span>}
                <span className="block text-xs font-normal text-slate-500">
                  {attempt.subject.name}
                  {attempt.quiz.kind === "grand_test" && " · Grand test"}
                </span>
              </Cell>
              <Cell label="Started">
                <time dateTime={attempt.startedAt}>{formatDateTime(attempt.startedAt)}</time>
              </Cell>
              <Cell label="Score" numeric className="whitespace-nowrap">
                {scoreText(attempt)}
              </Cell>
              <Cell label="Status">
                <span>
                  <AttemptStatusBadge status={attempt.status} />
                </span>
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <LatestOf list={attempts} />
    </CardSection>
  );
}
