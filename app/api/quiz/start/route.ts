import { readJson, withGatedLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { startSchema } from "@/lib/attempts/schemas";
import { startAttempt } from "@/lib/sittings/start";
import { startedAttemptView } from "@/lib/attempts/started";

export const POST = withGatedLearner(async (request, user) => {
  const { quizId } = await readJson(request, startSchema);
  const attempt = await startAttempt(user.id, quizId);
  return ok(startedAttemptView(attempt), attempt.resumed ? "Quiz resumed" : "Quiz started");
});
