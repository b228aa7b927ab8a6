import { idParam, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { deleteSubject } from "@/lib/subjects/admin";

export const DELETE = withAdmin<{ id: string }>(async (_request, _admin, context) => {
  await deleteSubject(await idParam(context, "Subject not found."));
  return ok(undefined, "Subject deleted");
});
