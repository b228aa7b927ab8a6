import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { EXTENSION_MESSAGES, extendAccess, extendAccessSchema, extensionMessage } from "@/lib/entitlements/extend";

/** `{ subjectId (null: the monthly plan), days: 1–365, reason }`: extends a learner's running access and records who, when and why. */
export const POST = withAdmin<{ id: string }>(async (request, admin, context) => {
  const userId = await idParam(context, EXTENSION_MESSAGES.userNotFound);
  const input = await readJson(request, extendAccessSchema);
  const result = await extendAccess(admin.id, userId, input);
  return ok(result, extensionMessage(result));
});
