import { handle, idParam, readJson } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { claimedAnswer } from "@/lib/auth/guards";
import { answerPractice } from "@/lib/practice/answer";
import { practiceAnswerSchema, PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";

/**
 * `{ questionId, optionId }`: tutor → that question's key; timed → `{ success: true }` only. The
 * session is checked as for the quiz's answer save (claimedAnswer, lib/auth/guards.ts).
 */
export const POST = handle<{ id: string }>(async (request, context) => {
  const { claims, input } = await claimedAnswer(request.headers.get("cookie"), async () => ({
    sessionId: await idParam(context, PRACTICE_MESSAGES.notFound),
    ...(await readJson(request, practiceAnswerSchema)),
  }));
  return ok((await answerPractice(claims, input)) ?? undefined);
});
