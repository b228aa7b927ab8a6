import { FlagButton } from "./flag-button";
import { KeyboardMap } from "./question-keys";

/** A question card's top row on the quiz, grand-test and practice screens: where it is, the keys, its flag. */
export function QuestionHeading({
  index,
  total,
  flagged,
  onToggleFlag,
}: {
  index: number;
  total: number;
  flagged: boolean;
  onToggleFlag: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm font-semibold text-brand-700">
        Question {index + 1} of {total}
      </p>
      <span className="flex items-center gap-2">
        <KeyboardMap />
        <FlagButton flagged={flagged} onToggle={onToggleFlag} />
      </span>
    </div>
  );
}
