import { readQuery, withAdmin } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { pageParamsSchema } from "@/lib/pagination";
import { listLiveQuizSummaryPage } from "@/lib/quizzes/views";

/** `?page=&pageSize=`: one page of live quiz summaries (no questions: the editor loads GET /api/quiz/{id}). */
export const GET = withAdmin(async (request) => okPage(await listLiveQuizSummaryPage(readQuery(request, pageParamsSchema))));
