import { clientIp, handle, readJson } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { resetPassword } from "@/lib/users/password-reset";
import { resetPasswordSchema } from "@/lib/users/schemas";

export const POST = handle(async (request) => {
  const { email, otp, password } = await readJson(request, resetPasswordSchema);
  await resetPassword(email, otp, password, clientIp(request));
  return ok(undefined, "Password changed");
});
