import { idParam, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { endPractice } from "@/lib/practice/finish";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";

/** Idempotent: a repeat answers the result stored the first time. */
export const POST = withLearner<{ id: string }>(async (_request, user, context) =>
  ok(await endPractice(user.id, await idParam(context, PRACTICE_MESSAGES.notFound))),
);
