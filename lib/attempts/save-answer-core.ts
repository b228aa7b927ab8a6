import "server-only";
import { assertDeclaredLength, bodyTooLarge, MAX_JSON_BYTES, parseJsonBody } from "@/lib/api/body";
import { signInRequired } from "@/lib/errors";
import { errorBody, plainJson, type PlainResponse } from "@/lib/api/plain-response";
import { assertSameOrigin, type OriginFacts } from "@/lib/api/same-origin";
import { requireClaimedLearner } from "@/lib/auth/guards";
import { clearedSessionCookie, decodeSessionToken, readCookie, SESSION_COOKIE } from "@/lib/auth/token";
import { saveAnswer } from "./answers";
import { submitSchema } from "./schemas";

/** The answer save's request as plain data, whichever server received it. */
export type AnswerSaveRequest = OriginFacts & {
  cookie: string | null;
  contentLength: string | null;
  /** The body, read at most to `maxBytes` (lib/api/body.ts): a TooLarge DomainError past it. Called only for a session. */
  readBody: (maxBytes: number) => Promise<Uint8Array>;
};

/**
 * `POST /api/quiz/submit`, the exam-day hot path, without a framework: the Route Handler
 * (app/api/quiz/submit/route.ts) and the production front (save-answer-node.ts) both answer with
 * exactly what this returns. The account is checked inside the answer statement (one round trip);
 * only a refusal reads the learner, once, so that a disabled, signed-out or admin session hears
 * its 401/403 rather than the rule that also refused it.
 */
export async function saveAnswerRequest(request: AnswerSaveRequest): Promise<PlainResponse> {
  try {
    assertSameOrigin(request);
    const claims = await decodeSessionToken(readCookie(request.cookie, SESSION_COOKIE));
    if (!claims) throw signInRequired();
    // Never behind the load gate (docs/rules.md, "Shedding load"): one statement, cheaper than a wait in its queue.
    let input;
    try {
      assertDeclaredLength(request.contentLength, MAX_JSON_BYTES, bodyTooLarge);
      input = parseJsonBody(await request.readBody(MAX_JSON_BYTES), submitSchema);
    } catch (refusal) {
      await requireClaimedLearner(claims);
      throw refusal;
    }
    await saveAnswer(claims, { attemptId: input.quizAttemptId, questionId: input.questionId, optionId: input.optionId });
    return plainJson(200, { success: true });
  } catch (error) {
    const { status, body } = errorBody(error);
    // A session that no longer counts is dropped, as lib/api/handler.ts does for every route.
    const dropSession = status === 401 && readCookie(request.cookie, SESSION_COOKIE) !== undefined;
    return plainJson(status, body, dropSession ? [clearedSessionCookie()] : []);
  }
}
