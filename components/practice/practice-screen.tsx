"use client";

import { Container } from "@/components/layout/container";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { GridItem } from "@/components/quiz/question-grid";
import { QuestionNavigator } from "@/components/quiz/take/question-navigator";
import { usePaperMarks, worseStatus } from "@/components/quiz/take/use-paper-marks";
import { PracticeBar } from "./practice-bar";
import { PracticeQuestion } from "./practice-question";
import { PracticeSummary } from "./practice-summary";
import type { PracticeView } from "./practice-state";
import type { PracticeState } from "./types";
import { usePracticeSession } from "./use-practice-session";

const TITLES = { tutor: "Tutor practice", timed: "Timed practice", review: "Review" } as const;

/** The navigator's tone per question: right or wrong once its key is shown, else answered or open. */
const gridItems = (session: PracticeState, view: PracticeView): GridItem[] =>
  session.questions.map((entry) => ({
    id: entry.id,
    tone: view.keys[entry.id] ? (view.keys[entry.id]!.correct ? "correct" : "incorrect") : view.answers[entry.id] ? "answered" : "open",
    flagged: view.flags.has(entry.id),
  }));

/**
 * A running session (use-practice-session.ts holds its state and requests): the bar with the
 * clock, the question, the navigator beside it, and the summary once it has ended.
 */
export function PracticeScreen({ session }: { session: PracticeState }) {
  const { view, dispatch, tutor, remaining, queueStatus, choose, rate, toggleFlag, end } = usePracticeSession(session);
  const marks = usePaperMarks({ kind: "practice", id: session.id });
  const question = session.questions[view.index]!;
  const confirm = (open: boolean) => dispatch({ type: "confirming", open });
  if (view.ended?.result) return <PracticeSummary session={view.ended} result={view.ended.result} />;

  return (
    <>
      <PracticeBar
        title={TITLES[session.mode]}
        remaining={tutor ? null : remaining}
        status={tutor ? null : worseStatus(queueStatus, marks.status)}
        onEnd={() => confirm(true)}
      />
      <Container className="grid gap-4 py-4 sm:gap-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        {/* Sticks below the header and the bar (at most two lines of text: under 5rem) with a gap. */}
        <aside aria-label="Progress" className="min-w-0 lg:sticky lg:top-[calc(var(--site-header-height)+6rem)] lg:order-last">
          <QuestionNavigator items={gridItems(session, view)} current={view.index} onSelect={(index) => dispatch({ type: "go", index })} />
        </aside>
        <PracticeQuestion
          question={question}
          view={view}
          total={session.questions.length}
          marks={marks}
          onChoose={(optionId) => void choose(question.id, optionId)}
          onRate={(rating) => rate(question.id, rating)}
          onFlag={() => toggleFlag(question.id)}
          onGo={(index) => dispatch({ type: "go", index })}
          onEnd={() => confirm(true)}
        />
      </Container>
      <ConfirmDialog
        open={view.confirming}
        onOpenChange={confirm}
        title="End the session?"
        description={`You have answered ${Object.keys(view.answers).length} of ${session.questions.length} questions. Unanswered questions count as neither right nor wrong.`}
        confirmLabel="End session"
        cancelLabel="Keep going"
        onConfirm={end}
      />
    </>
  );
}
