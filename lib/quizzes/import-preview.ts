import type { QuestionDraft } from "./draft";

/**
 * What an import's dry run shows of every question, whatever the format (docs/rules.md, "Word
 * import"): the question as it will be saved, numbered in the order read (1 for the first), and
 * its picture (a Word document's; a picture is stored only when the import is not a dry run).
 */
export type PreviewQuestion = {
  number: number;
  title: string | null;
  question: string;
  options: { option: string; isCorrect: boolean }[];
  explanation: string;
  reference: string | null;
  tags: string[];
  image: { alt: string | null } | null;
};
/** A problem of one question (`question` its number) or of the whole file (`question` 0). */
export type PreviewProblem = { question: number; message: string };
export type ImportPreview = { questions: PreviewQuestion[]; problems: PreviewProblem[] };

type Previewed = QuestionDraft & { number?: number; image?: number };

export function previewOf(
  questions: Previewed[],
  problems: PreviewProblem[] = [],
  imageAlt?: (index: number) => string | null,
): ImportPreview {
  return {
    questions: questions.map((question, index) => ({
      number: question.number ?? index + 1,
      title: question.title ?? null,
      question: question.question,
      options: question.options.map((option) => ({ option: option.option, isCorrect: option.isCorrect })),
      explanation: question.explanation ?? "",
      reference: question.reference ?? null,
      tags: question.tags ?? [],
      image: question.image === undefined ? null : { alt: imageAlt?.(question.image) ?? null },
    })),
    problems,
  };
}
