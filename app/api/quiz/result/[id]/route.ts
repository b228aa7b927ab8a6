import { idParam, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { attemptReview } from "@/lib/sittings/read";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";

/** The owner or an admin, and only once the attempt has ended. */
export const GET = withUser<{ id: string }>(async (_request, user, context) =>
  ok(await attemptReview(user, await idParam(context, ATTEMPT_MESSAGES.notFound))),
);
