import type { PracticeAnswered, PracticeReveal, PracticeState, QuestionReview, RatingName } from "./types";

/**
 * What the practice screen holds between answers, and every way it changes: pure, so that the
 * screen's rules (the first tutor answer is final, a timed answer moves on, the end shows the
 * summary) read in one place. The hook (use-practice-session.ts) does the sending.
 */
export type PracticeView = {
  /** The option chosen per question: saved, or waiting in the timed answer queue. */
  answers: Record<string, string>;
  /** The key shown under a tutor or review question once answered. */
  keys: Record<string, PracticeReveal>;
  /** The card's review (and rating) under a revealed question. */
  reviews: Record<string, QuestionReview>;
  flags: ReadonlySet<string>;
  index: number;
  /** A tutor answer is on its way: a second choice waits. */
  sending: boolean;
  /** The "End the session?" dialog is open. */
  confirming: boolean;
  /** The ended session read back from the API: the summary replaces the questions. */
  ended: PracticeState | null;
};

export type PracticeAction =
  | { type: "go"; index: number }
  | { type: "step"; by: 1 | -1 }
  | { type: "queued"; questionId: string; optionId: string }
  | { type: "dropped"; questionId: string }
  | { type: "sending"; sending: boolean }
  | { type: "revealed"; questionId: string; optionId: string; answered: PracticeAnswered }
  | { type: "rated"; questionId: string; rating: RatingName }
  | { type: "flagged"; questionId: string; flagged: boolean }
  | { type: "confirming"; open: boolean }
  | { type: "caughtUp"; session: PracticeState }
  | { type: "ended"; session: PracticeState };

/** Each question's saved answer, key and review as the server sent them. */
const saved = (session: PracticeState) => ({
  answers: Object.fromEntries(
    session.questions.flatMap((question) => (question.selectedOptionId ? [[question.id, question.selectedOptionId]] : [])),
  ),
  keys: Object.fromEntries(session.questions.flatMap((question) => (question.key ? [[question.id, question.key]] : []))),
  reviews: Object.fromEntries(session.questions.flatMap((question) => (question.review ? [[question.id, question.review]] : []))),
});

/** Where the learner picks up: the first question not answered yet. */
const firstOpen = (session: PracticeState) =>
  Math.max(
    0,
    session.questions.findIndex((question) => !question.selectedOptionId),
  );

/** The screen as the page drew it, plus what this browser still holds unsent (timed answers, flags). */
export function initialView(session: PracticeState, unsent: { answers: Record<string, string>; flags: ReadonlySet<string> }): PracticeView {
  const { answers, keys, reviews } = saved(session);
  return {
    answers: { ...answers, ...unsent.answers },
    keys,
    reviews,
    flags: unsent.flags,
    index: firstOpen(session),
    sending: false,
    confirming: false,
    ended: null,
  };
}

export function practiceReducer(view: PracticeView, action: PracticeAction, questionCount: number): PracticeView {
  const clamp = (index: number) => Math.max(0, Math.min(questionCount - 1, index));
  switch (action.type) {
    case "go":
      return { ...view, index: clamp(action.index) };
    case "step":
      return { ...view, index: clamp(view.index + action.by) };
    case "queued":
      return { ...view, answers: { ...view.answers, [action.questionId]: action.optionId }, index: clamp(view.index + 1) };
    case "dropped": {
      const { [action.questionId]: _dropped, ...answers } = view.answers;
      return { ...view, answers };
    }
    case "sending":
      return { ...view, sending: action.sending };
    case "revealed":
      return {
        ...view,
        answers: { ...view.answers, [action.questionId]: action.optionId },
        keys: { ...view.keys, [action.questionId]: action.answered },
        reviews: { ...view.reviews, [action.questionId]: action.answered.review },
      };
    case "rated": {
      const review = view.reviews[action.questionId];
      if (!review) return view;
      return { ...view, reviews: { ...view.reviews, [action.questionId]: { ...review, rating: action.rating, corrected: true } } };
    }
    case "flagged": {
      const flags = new Set(view.flags);
      if (action.flagged) flags.add(action.questionId);
      else flags.delete(action.questionId);
      return { ...view, flags };
    }
    case "confirming":
      return { ...view, confirming: action.open };
    case "caughtUp": {
      // Answered elsewhere (another tab): the server's answers, keys and reviews over what this screen had.
      const server = saved(action.session);
      return {
        ...view,
        answers: { ...view.answers, ...server.answers },
        keys: { ...view.keys, ...server.keys },
        reviews: { ...view.reviews, ...server.reviews },
      };
    }
    case "ended":
      return { ...view, ended: action.session };
  }
}
