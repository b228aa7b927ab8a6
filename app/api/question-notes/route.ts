import { readJson, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { saveQuestionNote } from "@/lib/marks/notes";
import { noteSchema } from "@/lib/marks/schemas";

/** `{ questionId, text }`: the learner's own note on a question they have been shown; an empty text deletes it. */
export const POST = withLearner(async (request, user) => ok(await saveQuestionNote(user.id, await readJson(request, noteSchema))));
