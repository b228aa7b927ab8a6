import { withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listLiveQuizzes } from "@/lib/quizzes/views";

export const GET = withAdmin(async () => ok(await listLiveQuizzes("with-answer-key")));
