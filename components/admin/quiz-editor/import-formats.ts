import type { QuestionDraft } from "@/lib/quizzes/draft";
import { parseAiken } from "@/lib/quizzes/aiken";
import { parseGift } from "@/lib/quizzes/gift";
import { severalAnswersAsked, severalAnswersWarning } from "@/lib/quizzes/stem-check";
import { uniqueTagNames } from "@/lib/questions/tag-names";
import { countOf } from "@/lib/format";

export type Format = "aiken" | "gift";

export const EXAMPLES: Record<Format, { help: string; text: string }> = {
  aiken: {
    help: "The question on one line, options A. to F. one per line, then ANSWER: and the correct letter. A blank line between questions.",
    text: `Which agent is a depolarising muscle relaxant?
A. Rocuronium
B. Suxamethonium
C. Atracurium
ANSWER: B`,
  },
  gift: {
    help: "Moodle GIFT, multiple choice: ::title:: names a question, = right, ~ wrong, # after an answer explains it, #### explains the question, // [tag:name] lines tag the next question. A blank line between questions.",
    text: `// [tag:Pharmacology]
::Depolarising relaxant:: Which agent is a depolarising muscle relaxant? {
  =Suxamethonium#It depolarises the motor end plate.
  ~Rocuronium#A non-depolarising aminosteroid.
  ~Atracurium
  ####Only suxamethonium causes fasciculations.
}`,
  },
};

export const parse = (format: Format, text: string) => (format === "gift" ? parseGift(text) : parseAiken(text));

/** "will import 100 questions, 12 tags": what the text holds, shown before anything changes. */
export function summaryOf(questions: QuestionDraft[]): string {
  const tags = uniqueTagNames(questions.flatMap((question) => question.tags ?? [])).length;
  return `Will import ${countOf(questions.length, "question")}, ${countOf(tags, "tag")}.`;
}

/** "Question 3: This question asks for more than one answer …" for each stem that does (lib/quizzes/stem-check.ts). */
export function warningsOf(questions: QuestionDraft[]): string[] {
  return questions.flatMap((question, index) => {
    const phrase = severalAnswersAsked(question.question);
    return phrase ? [`Question ${index + 1}: ${severalAnswersWarning(phrase)}`] : [];
  });
}
