"use client";

import { useRouter } from "next/navigation";
import { useReducer, useRef } from "react";
import { apiFetch } from "@/client/api";
import { toast } from "@/client/toast";
import { storedPending, useAnswerQueue } from "@/components/quiz/take/use-answer-queue";
import { useCountdown } from "@/components/quiz/take/use-countdown";
import { flagsWithPending, useFlagQueue } from "@/components/quiz/take/use-flag-queue";
import { initialView, practiceReducer, type PracticeAction, type PracticeView } from "./practice-state";
import type { PracticeAnswered, PracticeState, RatingName } from "./types";

/**
 * A running session's state and the requests that change it. Tutor and review: each answer is sent
 * at once and its key comes back (the first answer is final), with the card's rating, which the
 * learner may change once. Timed: answers go through the offline answer queue and the countdown
 * ends the session at the server's deadline. The end shows the summary read from the API.
 */
export function usePracticeSession(session: PracticeState) {
  const router = useRouter();
  const tutor = session.mode !== "timed"; // the key after each answer
  const count = session.questions.length;
  const [view, dispatch] = useReducer(
    (current: PracticeView, action: PracticeAction) => practiceReducer(current, action, count),
    session,
    (initial) =>
      initialView(initial, {
        answers: tutor ? {} : storedPending(initial.id),
        // Flags travel as on the quiz screen: on screen at once, saved through the offline-safe flag queue.
        flags: flagsWithPending(
          initial.id,
          initial.questions.filter((entry) => entry.flagged).map((entry) => entry.id),
        ),
      }),
  );
  const saveFlag = useFlagQueue(session.id);
  const ending = useRef(false);
  const offset = useRef(Date.parse(session.serverNow) - Date.now()).current;
  const queue = useAnswerQueue(session.id, {
    send: ({ questionId, optionId }) => apiFetch(`practice/${session.id}/answer`, { method: "POST", body: { questionId, optionId } }),
    onDrop: (questionId) => dispatch({ type: "dropped", questionId }),
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

  const readSession = async () => {
    const state = await apiFetch<PracticeState>(`practice/${session.id}`);
    return state.success && state.data ? state.data : null;
  };

  /**
   * The ended session (its result and every key) from the API, on screen at once, rather than
   * waiting on a router.refresh() render (docs/operations.md: the Next.js 15.5 client stall). The
   * refresh still runs, for the router's cache.
   */
  async function showSummary() {
    const state = await readSession();
    if (state?.result) dispatch({ type: "ended", session: state });
    router.refresh();
  }

  /** The question was answered elsewhere (another tab): show the answer and key the server holds. */
  async function catchUp() {
    const state = await readSession();
    if (state) dispatch({ type: state.result ? "ended" : "caughtUp", session: state });
  }

  async function choose(questionId: string, optionId: string) {
    if (!tutor) {
      queue.enqueue(questionId, optionId);
      dispatch({ type: "queued", questionId, optionId });
      return;
    }
    if (view.keys[questionId] || view.sending) return;
    dispatch({ type: "sending", sending: true });
    const result = await apiFetch<PracticeAnswered>(`practice/${session.id}/answer`, { method: "POST", body: { questionId, optionId } });
    dispatch({ type: "sending", sending: false });
    if (result.success) return dispatch({ type: "revealed", questionId, optionId, answered: result.data! });
    toast.error(result.message ?? "The answer could not be saved. Please try again.");
    if (result.kind === "Ended") await showSummary();
    else if (result.kind === "AlreadyDone") await catchUp();
  }

  async function rate(questionId: string, rating: RatingName) {
    const result = await apiFetch<{ due: string }>(`practice/${session.id}/rating`, { method: "POST", body: { questionId, rating } });
    if (!result.success) return toast.error(result.message ?? "The rating could not be saved. Please try again.");
    dispatch({ type: "rated", questionId, rating });
  }

  function toggleFlag(questionId: string) {
    const flagged = !view.flags.has(questionId);
    dispatch({ type: "flagged", questionId, flagged });
    saveFlag(questionId, flagged);
  }

  return { view, dispatch, tutor, remaining, queueStatus: queue.snapshot.status, choose, rate, toggleFlag, end };
}
