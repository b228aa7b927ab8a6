import { countOf } from "@/lib/format";

/** A stored quiz time of 0 means the quiz has no time limit. */
export const quizTimeText = (minutes: number) => (minutes > 0 ? countOf(minutes, "minute") : "Untimed");
