import { readJson, withAdmin } from "@/lib/api/handler";
import { created, ok } from "@/lib/api/respond";
import { importQuiz, importSchema } from "@/lib/quizzes/import";

/** `{ subjectId, name, quizTime, eachMCQMarks, format: "gift"|"aiken", text, dryRun? }`. */
export const POST = withAdmin(async (request) => {
  const payload = await readJson(request, importSchema);
  const result = await importQuiz(payload);
  return payload.dryRun ? ok(result, result.summary) : created(result, result.summary);
});
