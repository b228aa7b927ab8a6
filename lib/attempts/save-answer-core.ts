import "server-only";
import { assertDeclaredLength, bodyTooLarge, MAX_JSON_BYTES, parseJsonBody } from "@/lib/api/body";
import { errorBody, plainJson, type PlainResponse } from "@/lib/api/plain-response";
import { assertSameOrigin, type OriginFacts } from "@/lib/api/same-origin";
import { claimedAnswer } from "@/lib/auth/guards";
import { clearedSessionCookie, readCookie, SESSION_COOKIE } from "@/lib/auth/token";
import { saveAnswer } from "./answers";
import { submitSchema } from "./schemas";

/** The answer save's request as plain data, whichever server received it. */
export type AnswerSaveRequest = OriginFacts & {
  cookie: string | null;
  contentLength: string | null;
  /** The body, read at most to `maxBytes` (lib/api/body.ts): a TooLarge DomainError past it. Called only for a session. */
  readBody: (maxBytes: number) => Promise<Uint8Array>;
};

/** Every save's answer, the same each time: made once, frozen, since every save shares it. */
const SAVED = frozenAnswer(plainJson(200, { success: true }));

function frozenAnswer(answer: PlainResponse): PlainResponse {
  Object.freeze(answer.headers);
  return Object.freeze(answer);
}

/**
 * `POST /api/quiz/submit`, the exam-day hot path, without a framework: the Route Handler
 * (app/api/quiz/submit/route.ts) and the production front (server/save-answer-node.ts) both answer
 * with exactly what this returns. The session is checked as for every answer save (claimedAnswer,
 * lib/auth/guards.ts).
 */
export async function saveAnswerRequest(request: AnswerSaveRequest): Promise<PlainResponse> {
  try {
    assertSameOrigin(request);
    // Never behind the load gate (docs/rules.md, "Shedding load"): one statement, cheaper than a wait in its queue.
    const { claims, input } = await claimedAnswer(request.cookie, () => {
      assertDeclaredLength(request.contentLength, MAX_JSON_BYTES, bodyTooLarge);
      // Chained, not awaited, here and below: each promise also runs Next's async-context hooks.
      return request.readBody(MAX_JSON_BYTES).then((bytes) => parseJsonBody(bytes, submitSchema));
    });
    await saveAnswer(claims, { attemptId: input.quizAttemptId, questionId: input.questionId, optionId: input.optionId });
    return SAVED;
  } catch (error) {
    const { status, body } = errorBody(error);
    // A session that no longer counts is dropped, as lib/api/handler.ts does for every route.
    const dropSession = status === 401 && readCookie(request.cookie, SESSION_COOKIE) !== undefined;
    return plainJson(status, body, dropSession ? [clearedSessionCookie()] : []);
  }
}
