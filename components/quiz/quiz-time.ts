/** A stored quiz time of 0 means the quiz has no time limit. */
export const quizTimeText = (minutes: number) => (minutes > 0 ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}` : "Untimed");
