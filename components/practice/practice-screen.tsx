"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Container } from "@/components/layout/container";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { GridItem } from "@/components/quiz/question-grid";
import { FlagButton } from "@/components/quiz/take/flag-button";
import { OptionList } from "@/components/quiz/take/option-list";
import { QuestionNavigator } from "@/components/quiz/take/question-navigator";
import { storedPending, useAnswerQueue } from "@/components/quiz/take/use-answer-queue";
import { useCountdown } from "@/components/quiz/take/use-countdown";
import { flagsWithPending, useFlagQueue } from "@/components/quiz/take/use-flag-queue";
import { HighlightableStem, type StemHandle } from "@/components/quiz/take/highlightable-stem";
import { KeyboardMap, useQuestionKeys } from "@/components/quiz/take/question-keys";
import { QuestionNote, type NoteHandle } from "@/components/quiz/take/question-note";
import { usePaperMarks, worseStatus } from "@/components/quiz/take/use-paper-marks";
import { apiFetch } from "@/client/api";
import { toast } from "@/client/toast";
import { QuestionImage } from "@/components/quiz/question-image";
import { KeyPanel } from "./key-panel";
import { useOthersChose } from "./use-others-chose";
import { PracticeBar } from "./practice-bar";
import { RatingPanel } from "./rating-panel";
import { PracticeSummary } from "./practice-summary";
import { ReportProblemButton } from "@/components/question-reports/report-problem-button";
import type { PracticeAnswered, PracticeReveal, PracticeState, QuestionReview, RatingName } from "./types";

const NO_HIGHLIGHTS: [] = [];
const TITLES = { tutor: "Tutor practice", timed: "Timed practice", review: "Review" } as const;

const firstOpen = (session: PracticeState) =>
  Math.max(
    0,
    session.questions.findIndex((question) => !question.selectedOptionId),
  );

/**
 * A running session. Tutor and review: each answer is sent at once and its key shown under the
 * question (the first answer is final), with the card's rating, which the learner may change once. Timed: answers go through the offline answer queue and the countdown
 * ends the session at the server's deadline. The end shows the summary read from the API.
 */
export function PracticeScreen({ session }: { session: PracticeState }) {
  const router = useRouter();
  const id = useId();
  const tutor = session.mode !== "timed"; // the key after each answer
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(
      session.questions.flatMap((question) => (question.selectedOptionId ? [[question.id, question.selectedOptionId]] : [])),
    ),
    ...(tutor ? {} : storedPending(session.id)),
  }));
  const [keys, setKeys] = useState<Record<string, PracticeReveal>>(() =>
    Object.fromEntries(session.questions.flatMap((question) => (question.key ? [[question.id, question.key]] : []))),
  );
  const [reviews, setReviews] = useState<Record<string, QuestionReview>>(() =>
    Object.fromEntries(session.questions.flatMap((question) => (question.review ? [[question.id, question.review]] : []))),
  );
  // Flags travel as on the quiz screen: on screen at once, saved through the offline-safe flag queue.
  const [flags, setFlags] = useState<ReadonlySet<string>>(() =>
    flagsWithPending(
      session.id,
      session.questions.filter((entry) => entry.flagged).map((entry) => entry.id),
    ),
  );
  const saveFlag = useFlagQueue(session.id);
  const marks = usePaperMarks({ kind: "practice", id: session.id });
  const noteRef = useRef<NoteHandle>(null);
  const stemRef = useRef<StemHandle>(null);
  const [index, setIndex] = useState(() => firstOpen(session));
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [ended, setEnded] = useState<PracticeState | null>(null);
  const ending = useRef(false);
  const offset = useRef(Date.parse(session.serverNow) - Date.now()).current;
  const queue = useAnswerQueue(session.id, {
    send: ({ questionId, optionId }) => apiFetch(`practice/${session.id}/answer`, { method: "POST", body: { questionId, optionId } }),
    onDrop: (questionId) => setAnswers(({ [questionId]: _dropped, ...rest }) => rest),
    onEnded: () => void end(),
  });
  const deadline = session.deadline ? Date.parse(session.deadline) : null;
  const remaining = useCountdown(deadline, offset, () => void end());

  async function end() {
    if (ending.current) return;
    ending.current = true;
    if (!tutor) await queue.flush(5000);
    const result = await apiFetch(`practice/${session.id}/end`, { method: "POST" });
    if (!result.success) {
      ending.current = false;
      toast.error(result.message ?? "The session could not be ended. Please try again.");
      return;
    }
    queue.close();
    await showSummary();
  }

  /**
   * The ended session (its result and every key) from the API, on screen at once, rather than
   * waiting on a router.refresh() render (docs/operations.md: the Next.js 15.5 client stall). The
   * refresh still runs, for the router's cache.
   */
  async function showSummary() {
    const state = await apiFetch<PracticeState>(`practice/${session.id}`);
    if (state.success && state.data?.result) setEnded(state.data);
    router.refresh();
  }

  async function choose(optionId: string) {
    const questionId = question.id;
    if (!tutor) {
      queue.enqueue(questionId, optionId);
      setAnswers((previous) => ({ ...previous, [questionId]: optionId }));
      setIndex((current) => Math.min(session.questions.length - 1, current + 1));
      return;
    }
    if (keys[questionId] || sending) return;
    setSending(true);
    const result = await apiFetch<PracticeAnswered>(`practice/${session.id}/answer`, { method: "POST", body: { questionId, optionId } });
    setSending(false);
    if (!result.success) {
      toast.error(result.message ?? "The answer could not be saved. Please try again.");
      if (result.kind === "Ended") await showSummary();
      return;
    }
    setAnswers((previous) => ({ ...previous, [questionId]: optionId }));
    setKeys((previous) => ({ ...previous, [questionId]: result.data! }));
    setReviews((previous) => ({ ...previous, [questionId]: result.data!.review }));
  }

  async function rate(questionId: string, rating: RatingName) {
    const result = await apiFetch<{ due: string }>(`practice/${session.id}/rating`, { method: "POST", body: { questionId, rating } });
    if (!result.success) {
      toast.error(result.message ?? "The rating could not be saved. Please try again.");
      return;
    }
    setReviews((previous) => ({ ...previous, [questionId]: { ...previous[questionId]!, rating, corrected: true } }));
  }

  const question = session.questions[index]!;
  useQuestionKeys({
    flag: () => toggleFlag(question.id),
    next: () => setIndex((current) => Math.min(session.questions.length - 1, current + 1)),
    previous: () => setIndex((current) => Math.max(0, current - 1)),
    note: () => noteRef.current?.openAndFocus(),
    highlight: () => stemRef.current?.highlightSelection(),
  });
  const reveal = keys[question.id];
  const others = useOthersChose(question.id, reveal !== undefined);
  const items: GridItem[] = session.questions.map((entry) => ({
    id: entry.id,
    tone: keys[entry.id] ? (keys[entry.id]!.correct ? "correct" : "incorrect") : answers[entry.id] ? "answered" : "open",
    flagged: flags.has(entry.id),
  }));
  function toggleFlag(questionId: string) {
    const next = new Set(flags);
    const flagged = !next.delete(questionId);
    if (flagged) next.add(questionId);
    setFlags(next);
    saveFlag(questionId, flagged);
  }
  const answered = Object.keys(answers).length;
  const last = session.questions.length - 1;
  if (ended?.result) return <PracticeSummary session={ended} result={ended.result} />;

  return (
    <>
      <PracticeBar
        title={TITLES[session.mode]}
        remaining={tutor ? null : remaining}
        status={tutor ? null : worseStatus(queue.snapshot.status, marks.status)}
        onEnd={() => setConfirming(true)}
      />
      <Container className="grid gap-4 py-4 sm:gap-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        {/* Sticks below the header and the bar (at most two lines of text: under 5rem) with a gap. */}
        <aside aria-label="Progress" className="min-w-0 lg:sticky lg:top-[calc(var(--site-header-height)+6rem)] lg:order-last">
          <QuestionNavigator items={items} current={index} onSelect={setIndex} />
        </aside>
        <Card as="section" key={question.id} aria-labelledby={`${id}-text`} className="min-w-0 p-5 sm:p-7">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold text-brand-700">
              Question {index + 1} of {session.questions.length}
            </p>
            <span className="flex items-center gap-2">
              <KeyboardMap />
              <FlagButton flagged={flags.has(question.id)} onToggle={() => toggleFlag(question.id)} />
            </span>
          </div>
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
                <KeyPanel question={question} reveal={reveal} selectedId={answers[question.id] ?? null} others={others} />
                {reviews[question.id] && (
                  <div className="mt-4">
                    <RatingPanel review={reviews[question.id]!} onRate={(rating) => rate(question.id, rating)} />
                  </div>
                )}
                <ReportProblemButton questionId={question.id} className="mt-4 -ml-3" />
              </>
            ) : (
              <OptionList
                question={question}
                labelledBy={`${id}-text`}
                selectedId={answers[question.id]}
                onChoose={(optionId) => void choose(optionId)}
                struck={marks.strikes[question.id]}
                onToggleStrike={(optionId) => marks.setStrike(question.id, optionId, !marks.strikes[question.id]?.has(optionId))}
                focusOnMount={false}
              />
            )}
          </div>
          <QuestionNote
            ref={noteRef}
            className="mt-4"
            questionId={question.id}
            saved={marks.notes[question.id] ?? ""}
            onSave={marks.setNote}
          />
          <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
            <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              Previous
            </Button>
            {index < last ? (
              <Button variant={reveal ? "primary" : "secondary"} onClick={() => setIndex(index + 1)}>
                {reveal ? "Next question" : "Skip"}
              </Button>
            ) : (
              <Button onClick={() => setConfirming(true)}>End session</Button>
            )}
          </div>
        </Card>
      </Container>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End the session?"
        description={`You have answered ${answered} of ${session.questions.length} questions. Unanswered questions count as neither right nor wrong.`}
        confirmLabel="End session"
        cancelLabel="Keep going"
        onConfirm={end}
      />
    </>
  );
}
