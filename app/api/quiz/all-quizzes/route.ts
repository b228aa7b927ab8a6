import { readQuery, withAdmin } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listLiveQuizPageWithQuestions, quizzesWithQuestionsPageSchema } from "@/lib/quizzes/views";

/** `?page=&pageSize=` (smaller pages than other lists, see the schema): one page of live quizzes, each with its subject and questions (the API table's shape). */
export const GET = withAdmin(async (request) =>
  okPage(await listLiveQuizPageWithQuestions(readQuery(request, quizzesWithQuestionsPageSchema))),
);
