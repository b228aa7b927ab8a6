import { idParam, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { deleteNote } from "@/lib/notes";

export const DELETE = withUser<{ id: string }>(async (_request, user, context) => {
  await deleteNote(user, await idParam(context, "Note not found."));
  return ok(undefined, "Note deleted");
});
