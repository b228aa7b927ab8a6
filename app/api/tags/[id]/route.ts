import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { mergeTag, renameTag } from "@/lib/tags";
import { tagChangeSchema } from "@/lib/tags/names";

export const POST = withAdmin<{ id: string }>(async (request, _user, context) => {
  const tagId = await idParam(context, "Tag not found.");
  const change = await readJson(request, tagChangeSchema);
  if (change.mergeInto) return ok(await mergeTag(tagId, change.mergeInto), "Tags merged");
  return ok(await renameTag(tagId, change.name!), "Tag renamed");
});
