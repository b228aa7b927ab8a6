import { readQuery, withUser } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { pageParamsSchema } from "@/lib/pagination";
import { listLiveQuizSummaryPage } from "@/lib/quizzes/views";

/**
 * `?page=&pageSize=` (25 a page, 100 at most): one page of live ordinary quizzes without their questions,
 * with the page and total in `page`; the documented `quizzes` and `data` both hold the page's quizzes
 * (docs/rules.md, "Lists are paged on the server").
 */
export const GET = withUser(async (request) => {
  const page = await listLiveQuizSummaryPage(readQuery(request, pageParamsSchema), "ordinary");
  return okPage(page, { quizzes: page.items });
});
