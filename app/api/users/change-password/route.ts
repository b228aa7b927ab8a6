import { clientIp, readJson, withUser } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { issueSessionCookie } from "@/lib/auth/credentials";
import { changePassword } from "@/lib/users/profile";
import { changePasswordSchema } from "@/lib/users/schemas";

/** Every other session ends; this one gets a fresh cookie so the user stays signed in here. */
export const POST = withUser(async (request, user) => {
  await changePassword(user.id, await readJson(request, changePasswordSchema), clientIp(request));
  return respond({ success: true, message: "Password changed" }, { cookies: [await issueSessionCookie(user)] });
});
