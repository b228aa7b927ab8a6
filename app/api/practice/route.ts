import { readJson, readQuery, withLearner } from "@/lib/api/handler";
import { created, okPage } from "@/lib/api/respond";
import { pageParamsSchema } from "@/lib/pagination";
import { createPractice } from "@/lib/practice/create";
import { listPractice } from "@/lib/practice/read";
import { createPracticeSchema } from "@/lib/practice-rules/schemas";

/** `{ subjectIds?, tags?, source, count, mode, minutes? }` → 201 the session's questions (never a key). */
export const POST = withLearner(async (request, user) =>
  created(await createPractice(user.id, await readJson(request, createPracticeSchema))),
);

/** `?page=&pageSize=`: the learner's sessions, newest first. */
export const GET = withLearner(async (request, user) => okPage(await listPractice(user.id, readQuery(request, pageParamsSchema))));
