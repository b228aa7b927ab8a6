/**
 * How the Today card words the day's new questions (docs/rules.md, "Study plan"): done against the
 * day's share while short of it, and once the share is reached what was done, never "10 of 1".
 * Safe for the browser.
 */
export type NewQuestionsFigure = {
  /** The card's figure: "3 of 10", "10 done", or the count alone without a share. */
  value: string;
  /** A line under it, when the figure needs words. */
  note: string | null;
};

/** `done`: new questions seen today; `perDay`: the day's share (null without an exam date, 0 when none are left). */
export function newQuestionsFigure(done: number, perDay: number | null): NewQuestionsFigure {
  if (perDay === null) return { value: String(done), note: "Set an exam date for a daily target." };
  if (perDay === 0) return { value: String(done), note: "No new questions left in your subjects." };
  if (done < perDay) return { value: `${done} of ${perDay}`, note: null };
  return { value: `${done} done`, note: `Today's goal of ${perDay} is met.` };
}
