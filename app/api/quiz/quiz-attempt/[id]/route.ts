import { idParam, withGatedLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { attemptState } from "@/lib/sittings/read";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";

export const GET = withGatedLearner<{ id: string }>(async (_request, user, context) =>
  ok(await attemptState(user, await idParam(context, ATTEMPT_MESSAGES.notFound))),
);
