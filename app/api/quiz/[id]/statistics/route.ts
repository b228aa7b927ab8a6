import { idParam, readQuery, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { QUIZ_NOT_FOUND, quizItemAnalysis } from "@/lib/analytics/item-analysis";
import { itemAnalysisCsv, statisticsQuery } from "@/lib/analytics/item-analysis-csv";
import { downloadResponse } from "@/lib/files/download";

/** Item analysis of the quiz (docs/rules.md, "Item analysis"), as JSON or (`?format=csv`) a CSV download: admins only; an unknown or deleted quiz is a 404. */
export const GET = withAdmin<{ id: string }>(async (request, _admin, context) => {
  const quizId = await idParam(context, QUIZ_NOT_FOUND);
  const { format } = readQuery(request, statisticsQuery);
  return format === "csv" ? downloadResponse(await itemAnalysisCsv(quizId)) : ok(await quizItemAnalysis(quizId));
});
