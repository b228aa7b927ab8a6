"use client";

import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { SubjectFilter } from "@/components/quiz/subject-filter";
import type { AllowedQuizzes as AllowedPage } from "@/components/quiz/types";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { StartQuizDialog } from "./start-quiz-dialog";
import { useStartFromAddress, useStartQuiz } from "./use-start-quiz";
import { ATTEMPTS_PER_ENTITLEMENT, renewalShortNote } from "@/lib/entitlements/terms";
import { quizTimeParts } from "@/lib/accommodations/terms";
import { formatDateTime } from "@/lib/format";
import { ButtonLink } from "@/components/ui/button";
import { QuizIcon } from "@/components/ui/icons";
import { TextLink } from "@/components/ui/text-link";
import { subjectCardId } from "@/components/commerce/subject-card-id";

const PATH = "/profile/allowed-quizzes";

/** Both attempts used: the subject's card on Buy Quiz, where it can be renewed. */
const buyAgainHref = (subjectId: string) => `/buy-quiz#${subjectCardId(subjectId)}`;

/**
 * One page of the quizzes the learner may take now, filterable by subject (`?subject=`), each with Start and
 * its attempts; `startId` (`?start=`) opens that quiz's start dialog at once.
 */
export function AllowedQuizzes({ quizzes, subject, startId }: { quizzes: AllowedPage; subject?: string; startId?: string }) {
  const start = useStartQuiz();
  useStartFromAddress(startId, quizzes.items, start.begin);
  const query = { subject };

  return (
    <div>
      <PageHeader
        title="Allowed Quizzes"
        description={`Quizzes of the subjects you have bought. Each quiz can be attempted ${ATTEMPTS_PER_ENTITLEMENT} times.`}
        actions={
          quizzes.subjects.length > 0 && (
            <SubjectFilter key={subject ?? ""} id="allowed-subject" subjects={quizzes.subjects} value={subject} />
          )
        }
      />
      {quizzes.total === 0 ? (
        <EmptyState icon={<QuizIcon />} title="No quizzes yet" action={<ButtonLink href={"/buy-quiz"}>Buy Quiz</ButtonLink>}>
          Buying a subject unlocks all of its quizzes, with {ATTEMPTS_PER_ENTITLEMENT} attempts each.
        </EmptyState>
      ) : quizzes.items.length === 0 ? (
        <PastLastPage info={quizzes} path={PATH} query={query} />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600 tabular-nums">{rangeText(quizzes, "quiz", "quizzes")}</p>
          <DataTable
            caption="A list of all allowed quizzes"
            head={
              <>
                <HeadCell>Name</HeadCell>
                <HeadCell>Subject</HeadCell>
                <HeadCell numeric>Time</HeadCell>
                <HeadCell numeric>Questions</HeadCell>
                <HeadCell>Action</HeadCell>
                <HeadCell numeric>Attempted</HeadCell>
              </>
            }
          >
            {quizzes.items.map((quiz) => (
              <Row key={quiz.id} columns={3}>
                <Cell label="Name" header>
                  {quiz.name}
                </Cell>
                <Cell label="Subject" wide>
                  {quiz.subject.name}
                  <span className="block text-xs text-slate-600">Access until {formatDateTime(quiz.accessEndsAt)}</span>
                </Cell>
                <Cell label="Time" numeric>
                  <QuizTime minutes={quiz.quizTime} percent={quizzes.extraTimePercent} />
                </Cell>
                <Cell label="Questions" numeric>
                  {quiz.totalQuestions}
                </Cell>
                <Cell label="Action" className="max-md:order-last max-md:col-span-full max-md:before:hidden">
                  {!quiz.openAttemptId && quiz.attempted >= quiz.maxAttempts ? (
                    <NoAttemptsLeft quiz={quiz} />
                  ) : (
                    <Button
                      size="sm"
                      variant={quiz.openAttemptId ? "secondary" : "primary"}
                      aria-label={`${quiz.openAttemptId ? "Resume" : "Start"} ${quiz.name}`}
                      loading={start.loadingId === quiz.id}
                      onClick={() => start.begin(quiz)}
                      className="max-md:w-full"
                    >
                      {quiz.openAttemptId ? "Resume" : "Start"}
                    </Button>
                  )}
                </Cell>
                <Cell label="Attempted" numeric>
                  {quiz.attempted} / {quiz.maxAttempts}
                  <span className="block text-xs text-slate-600">{quiz.maxAttempts - quiz.attempted} left</span>
                </Cell>
              </Row>
            ))}
          </DataTable>
        </>
      )}
      <Pager info={quizzes} path={PATH} query={query} label="Allowed quizzes pages" />
      <StartQuizDialog quiz={start.quiz} extraTimePercent={quizzes.extraTimePercent} onClose={start.close} onConfirm={start.confirm} />
    </div>
  );
}

/**
 * Both attempts used: when the next ones arrive, said before anyone pays (docs/rules.md, "Access,
 * payments and attempts"). A renewal already bought brings them on its start; else Buy again.
 */
function NoAttemptsLeft({ quiz }: { quiz: AllowedPage["items"][number] }) {
  return (
    <span className="block max-w-64 text-sm">
      <span className="font-semibold text-slate-700">No attempts left</span>
      {quiz.nextAttemptsFrom ? (
        <span className="block text-slate-600">
          {quiz.maxAttempts} new attempts from {formatDateTime(quiz.nextAttemptsFrom)}.
        </span>
      ) : (
        <>
          {" · "}
          <TextLink href={buyAgainHref(quiz.subject.id)}>
            Buy again<span className="sr-only"> for {quiz.subject.name}</span>
          </TextLink>
          <span className="block text-slate-600">{renewalShortNote(quiz.renewsFrom)}</span>
        </>
      )}
    </span>
  );
}

/** "30 min" with "(+25 %: 37½ min)" on a line of its own, never broken inside (docs/rules.md, "Extra time"). */
function QuizTime({ minutes, percent }: { minutes: number; percent: number }) {
  const { plain, extended } = quizTimeParts(minutes, percent);
  return (
    <>
      {plain}
      {extended && <span className="block text-xs whitespace-nowrap text-slate-600"> ({extended})</span>}
    </>
  );
}
