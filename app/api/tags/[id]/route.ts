import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeTag } from "@/lib/tags";
import { tagChangeSchema } from "@/lib/questions/tag-names";

/** `{ name }` renames the tag, `{ mergeInto }` merges it into another (exactly one of the two). */
export const POST = withAdmin<{ id: string }>(async (request, _user, context) => {
  const tagId = await idParam(context, "Tag not found.");
  const { tag, merged } = await changeTag(tagId, await readJson(request, tagChangeSchema));
  return ok(tag, merged ? "Tags merged" : "Tag renamed");
});
