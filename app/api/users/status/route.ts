import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { setUserDisabled, userStatusSchema } from "@/lib/users/admin";

export const POST = withAdmin(async (request, admin) => {
  const { userId, disabled } = await readJson(request, userStatusSchema);
  await setUserDisabled(admin.id, userId, disabled);
  return ok({ disabled }, disabled ? "User disabled" : "User enabled");
});
