import { readJson, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getProfile } from "@/lib/users/accounts";
import { updateProfile } from "@/lib/users/profile";
import { profileUpdateSchema } from "@/lib/users/schemas";

export const POST = withUser(async (request, user) => {
  await updateProfile(user.id, await readJson(request, profileUpdateSchema));
  return ok(await getProfile(user.id), "Updated Successfully");
});
