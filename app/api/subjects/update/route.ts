import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { updateSubject } from "@/lib/subjects/admin";
import { subjectUpdateSchema } from "@/lib/subjects/schemas";

export const POST = withAdmin(async (request) => {
  const { id, ...input } = await readJson(request, subjectUpdateSchema);
  await updateSubject(id, input);
  return ok(undefined, "Subject updated successfully");
});
