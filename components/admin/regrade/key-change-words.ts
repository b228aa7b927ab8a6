import { letterOf } from "@/components/quiz/option-letter";
import { NO_VALUE } from "@/lib/format";
import type { KeyOption } from "./types";

/** The options' letters in the quiz's order, whatever order the ids were stored in: "A", "A and C", "A, B and D". */
function lettersOf(ids: string[], options: KeyOption[]): string[] {
  return ids
    .map((id) => options.findIndex((option) => option.id === id))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)
    .map(letterOf);
}

const listed = (letters: string[]) =>
  letters.length === 0 ? NO_VALUE : letters.length === 1 ? letters[0]! : `${letters.slice(0, -1).join(", ")} and ${letters.at(-1)}`;

/**
 * A key change in words: "B → A and B (A added)". Letters in order, so a key stored as [B, A]
 * never reads "B → B, A"; what was added and removed spelt out.
 */
export function keyChangeWords(oldIds: string[], newIds: string[], options: KeyOption[]): string {
  const before = lettersOf(oldIds, options);
  const after = lettersOf(newIds, options);
  const added = after.filter((letter) => !before.includes(letter));
  const removed = before.filter((letter) => !after.includes(letter));
  const what = [added.length ? `${listed(added)} added` : "", removed.length ? `${listed(removed)} removed` : ""].filter(Boolean);
  return `${listed(before)} → ${listed(after)}${what.length ? ` (${what.join(", ")})` : " (no change)"}`;
}
