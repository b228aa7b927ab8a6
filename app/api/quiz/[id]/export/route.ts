import { idParam, readQuery, withAdmin } from "@/lib/api/handler";
import { downloadResponse } from "@/lib/files/download";
import { exportQuiz, quizExportQuery } from "@/lib/quizzes/export";

/** The quiz as a GIFT, XLSX or CSV download (`?format=`, GIFT by default). */
export const GET = withAdmin<{ id: string }>(async (request, _user, context) => {
  const quizId = await idParam(context, "Quiz not found.");
  const { format } = readQuery(request, quizExportQuery);
  return downloadResponse(await exportQuiz(quizId, format));
});
