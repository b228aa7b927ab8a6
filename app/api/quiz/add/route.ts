import { readJson, withAdmin } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { createQuiz } from "@/lib/quizzes/admin";
import { quizPayloadSchema } from "@/lib/quizzes/schemas";

export const POST = withAdmin(async (request) =>
  created(await createQuiz(await readJson(request, quizPayloadSchema)), "Quiz Added Successfully"),
);
