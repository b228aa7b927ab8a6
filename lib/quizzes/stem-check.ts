/**
 * Questions here are single best answer: a learner picks one option (docs/rules.md, "Catalogue and
 * authoring"). A stem that asks for two answers, or "all that apply", cannot be answered as written,
 * so the editor and the imports warn about it. A warning only: the author decides. Pure, so the
 * editor runs it as the author types and the server runs the same on imported files.
 */

const NUMBER = String.raw`(?:two|three|four|five|2|3|4|5)`;
/** A word between "which" and its verb that is not itself a singular verb ("which drug is … that are" asks for one). */
const WORD = String.raw`(?!(?:is|was|does|has|best|most)\b)[\p{L}\p{N}'’-]+\s+`;

/** Each names a way a stem asks for more than one answer. */
const SEVERAL_ANSWERS: RegExp[] = [
  // "Which TWO of the following", "What are the three", "Select three", "Name both"
  new RegExp(
    String.raw`\b(?:which|what\s+are|select|choose|pick|tick|mark|name|identify|give|list)\s+(?:the\s+|any\s+)?(?:${NUMBER}|both)\b`,
    "iu",
  ),
  // "two correct answers", "3 options are true"
  new RegExp(String.raw`\b${NUMBER}\s+(?:correct\s+|true\s+|right\s+)?(?:answers|options|responses|statements|choices)\b`, "iu"),
  // "all that apply", "all which apply"
  /\ball\s+(?:of\s+)?(?:that|which)\s+apply\b/iu,
  // "Select all", "tick all the correct"
  /\b(?:select|choose|tick|mark|circle|pick|identify)\s+all\b/iu,
  // "more than one answer", "one or more"
  /\b(?:more\s+than\s+one|one\s+or\s+more)\b/iu,
  // "Which of the following are", "Which statements are true", "which of these drugs were"
  new RegExp(String.raw`\bwhich\s+(?:of\s+(?:the\s+following|these)\s+)?(?:${WORD}){0,4}(?:are|were)\b`, "iu"),
];

/**
 * The words of `stem` that ask for more than one answer ("Which TWO", "all that apply", "which of
 * the following are"), or null when it reads as a single-answer question.
 */
export function severalAnswersAsked(stem: string): string | null {
  const text = stem.replace(/\s+/g, " ");
  for (const pattern of SEVERAL_ANSWERS) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return null;
}

/** The warning beside such a question, quoting the words that ask for several answers. */
export const severalAnswersWarning = (phrase: string) =>
  `This question asks for more than one answer ("${phrase}"), but learners pick one option. Reword it to ask for the single best answer.`;
