import { handle, idParam, readJson } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { signInRequired } from "@/lib/errors";
import { requireClaimedLearner } from "@/lib/auth/guards";
import { decodeSessionToken, readCookie, SESSION_COOKIE } from "@/lib/auth/token";
import { answerPractice } from "@/lib/practice/answer";
import { practiceAnswerSchema, PRACTICE_MESSAGES } from "@/lib/practice/schemas";

/**
 * `{ questionId, optionId }`: tutor → that question's key; timed → `{ success: true }` only. The
 * account is checked inside the answer statement (one round trip, like the quiz answer save); a
 * refusal re-reads the learner so that a disabled, signed-out or admin session hears its 401/403.
 */
export const POST = handle<{ id: string }>(async (request, context) => {
  const claims = await decodeSessionToken(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  if (!claims) throw signInRequired();
  let input;
  try {
    input = { sessionId: await idParam(context, PRACTICE_MESSAGES.notFound), ...(await readJson(request, practiceAnswerSchema)) };
  } catch (refusal) {
    await requireClaimedLearner(claims);
    throw refusal;
  }
  return ok((await answerPractice(claims, input)) ?? undefined);
});
