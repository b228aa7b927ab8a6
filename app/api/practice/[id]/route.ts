import { idParam, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { practiceState } from "@/lib/practice/read";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";

export const GET = withLearner<{ id: string }>(async (_request, user, context) =>
  ok(await practiceState(user.id, await idParam(context, PRACTICE_MESSAGES.notFound))),
);
