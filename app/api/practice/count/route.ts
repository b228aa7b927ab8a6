import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { practiceMatchCount } from "@/lib/practice/create";
import { practiceFiltersSchema } from "@/lib/practice-rules/schemas";

/** `{ subjectIds?, tags?, source }` → `data: { count }`: the builder's live match count (same checks as POST /api/practice). */
export const POST = withLearner(async (request, user) =>
  ok(await practiceMatchCount(user.id, await readJson(request, practiceFiltersSchema))),
);
