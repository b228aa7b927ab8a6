"use client";

import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Container } from "@/components/layout/container";
import type { GridItem } from "../question-grid";
import { FinishDialog } from "./finish-dialog";
import { OfflineFinishBanner } from "./offline-finish-banner";
import { OtherTabBanner, OtherTabDialog } from "./other-tab-notice";
import { QuestionNavigator } from "./question-navigator";
import { QuestionPanel } from "./question-panel";
import { GrandTestSubmitted, QuizFailed, QuizFinished, QuizFinishing } from "./quiz-outcome";
import { QuizToolbar } from "./quiz-toolbar";
import { storedPending, useAnswerQueue } from "./use-answer-queue";
import type { LoadedAttempt } from "./use-attempt";
import { isSealed } from "../types";
import { useCountdown } from "./use-countdown";
import { useFinish, type FinishReason } from "./use-finish";
import { flagsWithPending, useFlagQueue } from "./use-flag-queue";
import { useSupersededTab } from "./use-newest-tab";
import { usePaperMarks, worseStatus } from "./use-paper-marks";
import { useQuizProgress } from "./use-quiz-progress";

const NO_HIGHLIGHTS: [] = [];

/**
 * A loaded attempt: the question on screen moves on at once while the answer queue saves in the
 * background; the countdown, a refusal from the server, or Finish end the attempt once. `notice`
 * (the session ended) stays in sight: in the toolbar while answering, above the other screens.
 */
export function QuizSession({ attempt, notice }: { attempt: LoadedAttempt; notice?: ReactNode }) {
  const { quiz } = attempt;
  // Saved on the server, overridden by choices made here that the server has not confirmed yet.
  const initialAnswers = useMemo(() => ({ ...attempt.saved, ...storedPending(attempt.id) }), [attempt]);
  const initialFlags = useMemo(() => flagsWithPending(attempt.id, attempt.flagged), [attempt]);
  const saveFlag = useFlagQueue(attempt.id);
  const progress = useQuizProgress(attempt.id, quiz.questions, initialAnswers, initialFlags, saveFlag);
  const marks = usePaperMarks({ kind: "attempt", id: attempt.id }, attempt.marks);
  const finishRef = useRef<(reason: FinishReason) => void>(() => {});
  const queue = useAnswerQueue(attempt.id, { onDrop: progress.unmark, onEnded: () => finishRef.current("server") });
  const { state, finish, cancelWaiting } = useFinish({
    attemptId: attempt.id,
    quizName: quiz.name,
    flush: queue.flush,
    close: queue.close,
  });
  const remaining = useCountdown(attempt.submitted ? null : attempt.deadline, attempt.offset, () => void finish("timeout"));
  const [confirming, setConfirming] = useState(false);
  // Another tab opened this attempt later: this one asks before it saves or finishes (docs/rules.md, "Feel").
  const superseded = useSupersededTab(attempt.id);
  const [askingOtherTab, setAskingOtherTab] = useState(false);
  const moved = useRef(false);

  useEffect(() => {
    finishRef.current = (reason) => void finish(reason);
    if (attempt.submitted) void finish("loaded");
  }, [attempt.submitted, finish]);

  if (state.phase === "finished")
    return quiz.kind === "grand_test" || isSealed(state.result) ? (
      <GrandTestSubmitted
        quizId={quiz.id}
        quizName={quiz.name}
        reason={state.reason}
        resultsAt={isSealed(state.result) ? state.result.resultsAt : null}
      />
    ) : (
      <QuizFinished quizName={quiz.name} reason={state.reason} result={state.result} />
    );
  if (state.phase === "failed")
    return (
      <>
        {notice}
        <QuizFailed message={state.message} onRetry={() => void finish(state.reason)} />
      </>
    );
  if (state.phase === "finishing" || attempt.submitted)
    return (
      <>
        {notice}
        <QuizFinishing
          reason={state.phase === "finishing" ? state.reason : "loaded"}
          step={state.phase === "finishing" ? state.step : "submitting"}
        />
      </>
    );

  const items: GridItem[] = quiz.questions.map((question) => ({
    id: question.id,
    tone: progress.answers[question.id] ? "answered" : "open",
    flagged: progress.flags.has(question.id),
  }));
  /** Any move the learner makes brings the focus along to the next question's options. */
  const move = (action: () => void) => () => {
    moved.current = true;
    action();
  };
  const question = progress.question;
  const saveStatus = worseStatus(queue.snapshot.status, marks.status);

  return (
    <>
      <QuizToolbar
        quizName={quiz.name}
        remaining={remaining}
        // Unsent answers wait for the sign-in, not for the network (docs/rules.md, "Accounts and sessions").
        status={notice && saveStatus === "saving" ? "held" : saveStatus}
        extraTimePercent={attempt.extraTimePercent}
        onFinish={() => (superseded ? setAskingOtherTab(true) : setConfirming(true))}
        notice={notice}
      />
      {superseded && <OtherTabBanner />}
      {state.phase === "waiting-online" && <OfflineFinishBanner onCancel={cancelWaiting} />}
      <Container className="grid gap-4 py-4 sm:gap-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <aside aria-label="Progress" className="min-w-0 lg:sticky lg:top-24 lg:order-last">
          <QuestionNavigator items={items} current={progress.index} onSelect={(index) => move(() => progress.goTo(index))()} />
        </aside>
        <QuestionPanel
          key={question.id}
          className="min-w-0"
          question={question}
          index={progress.index}
          total={quiz.questions.length}
          selectedId={progress.answers[question.id]}
          flagged={progress.flags.has(question.id)}
          focusOnMount={moved.current}
          onChoose={(optionId) =>
            superseded
              ? setAskingOtherTab(true)
              : move(() => {
                  queue.enqueue(question.id, optionId);
                  progress.choose(optionId);
                })()
          }
          struck={marks.strikes[question.id]}
          onToggleStrike={(optionId) =>
            superseded ? setAskingOtherTab(true) : marks.setStrike(question.id, optionId, !marks.strikes[question.id]?.has(optionId))
          }
          highlights={marks.highlights[question.id] ?? NO_HIGHLIGHTS}
          onHighlight={marks.setHighlights}
          note={marks.notes[question.id] ?? ""}
          onSaveNote={marks.setNote}
          onToggleFlag={superseded ? () => setAskingOtherTab(true) : progress.toggleFlag}
          onPrevious={move(progress.previous)}
          onSkip={move(progress.next)}
        />
      </Container>
      <FinishDialog
        open={confirming}
        onOpenChange={setConfirming}
        answered={progress.answeredCount}
        total={quiz.questions.length}
        flagged={progress.flags.size}
        onConfirm={() => void finish("manual")}
      />
      <OtherTabDialog open={askingOtherTab} onOpenChange={setAskingOtherTab} />
    </>
  );
}
