import { idParam, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { GRAND_TEST_MESSAGES } from "@/lib/sitting-rules/messages";
import { grandTestResults } from "@/lib/grand-tests/results";

/** Signed-in; 409 until the grand test closes, 503 with Retry-After until the closing job has ranked it; never waits, never writes. */
export const GET = withUser<{ id: string }>(async (_request, user, context) =>
  ok(await grandTestResults(user.id, await idParam(context, GRAND_TEST_MESSAGES.notFound))),
);
