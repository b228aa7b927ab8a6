/** How much one quiz may hold: the payload's checks and the importers' early stops share these. */
export const MAX_QUESTIONS_PER_QUIZ = 300;
export const MAX_OPTIONS_PER_QUESTION = 10;

/** Characters per text, by field (the label is how messages name it). */
export const TEXT_LIMITS = {
  question: { max: 4000, label: "Question" },
  explanation: { max: 4000, label: "Explanation" },
  option: { max: 1000, label: "Option" },
  optionExplanation: { max: 2000, label: "Option explanation" },
} as const;

export const tooLongMessage = ({ max, label }: { max: number; label: string }) =>
  `${label} is too long (${max.toLocaleString("en-US")} characters at most).`;
