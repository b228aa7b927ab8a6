import { z } from "zod";
import { formFields, readForm, readJson, withAdmin } from "@/lib/api/handler";
import { created, ok } from "@/lib/api/respond";
import { MAX_DOCX_BYTES } from "@/lib/files/limits";
import { importQuiz, importRequestOf, sheetRequestOf, type ImportRequest } from "@/lib/quizzes/import";

/**
 * Twice the largest file's limit (a Word document's): a file a little over its limit is refused
 * by name (413) rather than as a body; a spreadsheet's own, smaller limit is checked by name too.
 */
const FORM_BYTES = 2 * MAX_DOCX_BYTES;

/**
 * JSON `{ subjectId, name, quizTime, eachMCQMarks, format: "gift"|"aiken"|"csv", text, dryRun? }`, or
 * the same fields as multipart with `format: "xlsx"|"csv"|"docx"` and the spreadsheet or Word document
 * as `file` (or CSV as `text`).
 * With `quizId` instead of the quiz's fields, the questions are appended to that saved quiz.
 */
export const POST = withAdmin(async (request) => {
  const payload = await readImport(request);
  const result = await importQuiz(payload);
  return payload.dryRun ? ok(result, result.summary) : created(result, result.summary);
});

async function readImport(request: Request): Promise<ImportRequest> {
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return importRequestOf(await readJson(request, z.unknown()));
  const form = await readForm(request, FORM_BYTES);
  return sheetRequestOf(form, formFields(form));
}
