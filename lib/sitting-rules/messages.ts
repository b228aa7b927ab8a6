import { formatDateTime } from "@/lib/format";

/** The answers of the grand-test rules (docs/rules.md, "Grand tests"). */
export const GRAND_TEST_MESSAGES = {
  notOpen: (opensAt: Date) => `This grand test opens at ${formatDateTime(opensAt)}.`,
  closed: "This grand test has closed.",
  alreadySat: "You have already sat this grand test: one attempt per candidate.",
  subscribersOnly: "This grand test is for subscribers: buy its subject to sit it.",
  reviewLocked: (closesAt: Date) => `Review opens when the grand test closes at ${formatDateTime(closesAt)}.`,
  resultsLocked: (closesAt: Date) => `Results open when the grand test closes at ${formatDateTime(closesAt)}.`,
  notFound: "Grand test not found.",
  resultsPreparing: "The results are being prepared. Please try again in a few seconds.",
  opensAt: "Please set when the grand test opens.",
  closesAt: "Please set when the grand test closes.",
  access: "Please choose who may sit the grand test: subscribers or registered.",
  closesAfterOpens: "The grand test must close after it opens.",
  closesInFuture: "The grand test must close in the future.",
  windowTooShort: (minutes: number) => `The window must be at least as long as the quiz time (${minutes} minutes).`,
  scheduleLocked: "The grand test has opened: its window, access and kind can no longer be changed.",
  timeLocked: "The grand test has opened: its quiz time can no longer be changed.",
  kindWithAttempts: "This quiz has attempts: it cannot change between quiz and grand test.",
  scheduleOnQuiz: "Only a grand test has a window and access.",
} as const;
