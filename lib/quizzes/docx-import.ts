import "server-only";
import { DomainError, isDomainError } from "@/lib/errors";
import { storeQuestionImage } from "@/lib/images";
import { onOneLine } from "@/lib/single-line";
import type { DocxImage, DocxQuestion } from "./docx-parse";
import { readDocx } from "./docx-read";
import { previewOf } from "./import-preview";

/** A Word document's questions and its pictures, each stored only when the import is not a dry run. */
export type DocxQuestions = { questions: DocxQuestion[]; images: DocxImage[] };

const IMAGE_ALT_MAX = 300;

/**
 * The questions of an uploaded Word document, or a 400 naming the first problem, with every
 * problem (`errors`, each with its question number) and the preview of every question read
 * (`preview`), so that the count read is the count shown (docs/rules.md, "Word import").
 */
export async function questionsFromDocx(file: unknown): Promise<DocxQuestions> {
  const read = await readDocx(file);
  if (read.problems.length > 0) {
    const [first] = read.problems;
    const preview = previewOf(read.questions, read.problems, (index) => read.images[index]?.alt ?? null);
    throw new DomainError(
      "Invalid",
      read.problems.length === 1 ? first!.message : `${first!.message} (and ${read.problems.length - 1} more problems)`,
      {
        field: "file",
        details: { question: first!.question, errors: read.problems, preview },
      },
    );
  }
  return { questions: read.questions, images: read.images };
}

/**
 * Stores each question's picture as an uploaded question image is stored (checked, re-encoded,
 * metadata dropped) and sets its key and alt text. A picture that cannot be stored names its question.
 */
export async function storeDocxImages({ questions, images }: DocxQuestions): Promise<void> {
  for (const question of questions) {
    const image = question.image === undefined ? undefined : images[question.image];
    if (!image) continue;
    const bytes = image.bytes ?? new Uint8Array();
    try {
      const stored = await storeQuestionImage(
        new File([bytes as Uint8Array<ArrayBuffer>], `question-${question.number}`, { type: image.contentType }),
      );
      question.imageKey = stored.key;
      question.imageAlt = image.alt ? onOneLine(image.alt).slice(0, IMAGE_ALT_MAX) : null;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new DomainError(error.kind, `Question ${question.number}: ${error.message}`, {
        field: "file",
        details: { question: question.number },
      });
    }
  }
}
