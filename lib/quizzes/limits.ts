/** How much one quiz may hold: the payload's checks and the importers' early stops share these. */
export const MAX_QUESTIONS_PER_QUIZ = 300;
export const MAX_OPTIONS_PER_QUESTION = 10;
/** What an importer says at the question past the limit (both parsers stop there, naming its line). */
export const TOO_MANY_QUESTIONS = `a quiz can have at most ${MAX_QUESTIONS_PER_QUIZ} questions; this is question ${MAX_QUESTIONS_PER_QUIZ + 1}.`;

/** Characters per text, by field (the label is how messages name it). */
export const TEXT_LIMITS = {
  question: { max: 4000, label: "Question" },
  explanation: { max: 4000, label: "Explanation" },
  option: { max: 1000, label: "Option" },
  optionExplanation: { max: 2000, label: "Option explanation" },
  /** One line (lib/single-line.ts); 255 as Moodle's question name, so every Moodle title fits. */
  title: { max: 255, label: "Title" },
} as const;

export const tooLongMessage = ({ max, label }: { max: number; label: string }) =>
  `${label} is too long (${max.toLocaleString("en-US")} characters at most).`;
