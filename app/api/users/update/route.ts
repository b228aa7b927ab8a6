import { readJson, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { updateProfile } from "@/lib/users/profile";
import { profileUpdateSchema } from "@/lib/users/schemas";

export const POST = withUser(async (request, user) =>
  ok(await updateProfile(user.id, await readJson(request, profileUpdateSchema)), "Updated Successfully"),
);
