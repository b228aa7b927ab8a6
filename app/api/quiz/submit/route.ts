import { readStreamBounded } from "@/lib/api/body";
import { toWebResponse } from "@/lib/api/plain-response";
import { originFactsOf } from "@/lib/api/same-origin";
import { saveAnswerRequest } from "@/lib/attempts/save-answer-core";

/**
 * The exam-day hot path, as a Route Handler (next dev, tests, `next start`). The production front
 * serves the same framework-free core itself (server/save-answer-node.ts); both answer alike.
 */
export async function POST(request: Request): Promise<Response> {
  return toWebResponse(
    await saveAnswerRequest({
      ...originFactsOf(request),
      cookie: request.headers.get("cookie"),
      contentLength: request.headers.get("content-length"),
      readBody: (maxBytes) => readStreamBounded(request.body, maxBytes),
    }),
  );
}
