import { idParam, readQuery, withAdmin } from "@/lib/api/handler";
import { exportQuizAsGift, quizExportQuery } from "@/lib/quizzes/export";

/** The quiz as a GIFT file download. */
export const GET = withAdmin<{ id: string }>(async (request, _user, context) => {
  const quizId = await idParam(context, "Quiz not found.");
  readQuery(request, quizExportQuery);
  const { fileName, text } = await exportQuizAsGift(quizId);
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
});
