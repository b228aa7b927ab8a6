/**
 * Questions here are single best answer: a learner picks one option (docs/rules.md, "Catalogue and
 * authoring"). A stem that asks for two answers, or "all that apply", cannot be answered as written,
 * so the editor and the imports warn about it. A warning only: the author decides. Pure, so the
 * editor runs it as the author types and the server runs the same on imported files.
 */

const NUMBER = String.raw`(?:two|three|four|five|2|3|4|5)`;
/** A word between "which" and its verb that is not itself a singular verb ("which drug is … that are" asks for one). */
const WORD = String.raw`(?!(?:is|was|does|has|best|most)\b)[\p{L}\p{N}'’-]+\s+`;

/**
 * Each names a way a stem asks for more than one answer. They read the stem in lower case and
 * without the `i` flag: case-insensitive Unicode matching made V8 try every position slowly, and an
 * import of 300 long stems held the server's event loop for tens of milliseconds.
 */
const SEVERAL_ANSWERS: RegExp[] = [
  // "Which TWO of the following", "What are the three", "Select three", "Name both"
  new RegExp(
    String.raw`\b(?:which|what\s+are|select|choose|pick|tick|mark|name|identify|give|list)\s+(?:the\s+|any\s+)?(?:${NUMBER}|both)\b`,
  ),
  // "two correct answers", "3 options are true"
  new RegExp(String.raw`\b${NUMBER}\s+(?:correct\s+|true\s+|right\s+)?(?:answers|options|responses|statements|choices)\b`),
  // "all that apply", "all which apply"
  /\ball\s+(?:of\s+)?(?:that|which)\s+apply\b/,
  // "Select all", "tick all the correct"
  /\b(?:select|choose|tick|mark|circle|pick|identify)\s+all\b/,
  // "more than one answer", "one or more"
  /\b(?:more\s+than\s+one|one\s+or\s+more)\b/,
  // "Which of the following are", "Which statements are true", "which of these drugs were"
  new RegExp(String.raw`\bwhich\s+(?:of\s+(?:the\s+following|these)\s+)?(?:${WORD}){0,4}(?:are|were)\b`, "u"),
];

/**
 * The words of `stem` that ask for more than one answer ("Which TWO", "all that apply", "which of
 * the following are"), or null when it reads as a single-answer question.
 */
export function severalAnswersAsked(stem: string): string | null {
  const lower = stem.toLowerCase();
  for (const pattern of SEVERAL_ANSWERS) {
    const match = pattern.exec(lower);
    if (!match) continue;
    // Quoted as the author wrote it, unless lower case changed the text's length (a rare letter).
    const words = lower.length === stem.length ? stem.slice(match.index, match.index + match[0].length) : match[0];
    return words.replace(/\s+/g, " ").trim();
  }
  return null;
}

/** The warning beside such a question, quoting the words that ask for several answers. */
export const severalAnswersWarning = (phrase: string) =>
  `This question asks for more than one answer ("${phrase}"), but learners pick one option. Reword it to ask for the single best answer.`;
