import { readQuery, withAdmin } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { pageParamsSchema } from "@/lib/pagination";
import { listLiveQuizPageWithQuestions } from "@/lib/quizzes/views";

/** `?page=&pageSize=`: one page of live quizzes, each with its subject and questions (the API table's shape). */
export const GET = withAdmin(async (request) => okPage(await listLiveQuizPageWithQuestions(readQuery(request, pageParamsSchema))));
