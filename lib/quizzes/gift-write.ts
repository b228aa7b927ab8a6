import type { QuestionDraft } from "./draft";
import { FORMAT_MARKER } from "./gift-parse";

/** The inverse of the parser's unescaping (gift-parse.ts). */
const ESCAPED: Record<string, string> = {
  "\\": "\\\\",
  "~": "\\~",
  "=": "\\=",
  "#": "\\#",
  "{": "\\{",
  "}": "\\}",
  ":": "\\:",
  "]": "\\]",
  "\n": "\\n",
  "\r": "\\r",
};
const escapeText = (text: string) => text.replace(/[\\~=#{}:\n\r]/g, (char) => ESCAPED[char]!);
/** Tags and references: Moodle reads `[tag:Dose: calc]` as is and unescapes only `\]`. */
const escapeComment = (text: string) => text.replace(/[\\\]\n\r]/g, (char) => ESCAPED[char]!);

/**
 * A question text the parser would take for a comment (`//…`) or whose own format marker it would
 * strip (`[html]…`) is written after Moodle's default marker, which both we and Moodle strip. The
 * title goes first, on the same line, escaped as texts are (so `::` inside it cannot close it).
 */
function questionLine({ title, question }: QuestionDraft): string {
  const text = escapeText(question);
  FORMAT_MARKER.lastIndex = 0;
  const guarded = text.startsWith("//") || FORMAT_MARKER.test(text) ? `[moodle]${text}` : text;
  return title ? `::${escapeText(title)}:: ${guarded}` : guarded;
}

/**
 * Writes questions as GIFT, one `// [tag:…]` line per tag; `parseGift` of the result gives the same
 * questions back, byte for byte, for every question the app can store with at least two options
 * (tests/unit/gift-roundtrip.test.ts).
 */
export function writeGift(questions: QuestionDraft[]): string {
  return questions
    .map((question) => {
      const comments = [
        ...(question.tags ?? []).map((tag) => `// [tag:${escapeComment(tag)}]`),
        ...(question.reference ? [`// [reference:${escapeComment(question.reference)}]`] : []),
      ];
      const rightCount = question.options.filter((option) => option.isCorrect).length;
      const answers = question.options.map((option) => {
        const marker = !option.isCorrect ? "~" : rightCount === 1 ? "=" : `~%${weightOf(rightCount)}%`;
        // "~%100%x" reads as a weight: an explicit zero weight keeps a text that starts with "%".
        const prefix = marker === "~" && option.option.startsWith("%") ? "~%0%" : marker;
        return `\t${prefix}${escapeText(option.option)}${option.explanation ? `#${escapeText(option.explanation)}` : ""}`;
      });
      const general = question.explanation ? [`\t####${escapeText(question.explanation)}`] : [];
      return [...comments, `${questionLine(question)} {`, ...answers, ...general, "}"].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}

const weightOf = (rightCount: number) => Number((100 / rightCount).toFixed(5));
