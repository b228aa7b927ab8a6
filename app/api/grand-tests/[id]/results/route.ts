import { idParam, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { GRAND_TEST_MESSAGES } from "@/lib/grand-tests/messages";
import { grandTestResults } from "@/lib/grand-tests/results";

/** Signed-in; 409 until the grand test closes; the first read after it finalises every attempt. */
export const GET = withUser<{ id: string }>(async (_request, user, context) =>
  ok(await grandTestResults(user.id, await idParam(context, GRAND_TEST_MESSAGES.notFound))),
);
