import { clientIp, handle, readJson } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { requestPasswordReset } from "@/lib/users/password-reset";
import { forgotSchema } from "@/lib/users/schemas";

export const POST = handle(async (request) => {
  const { email } = await readJson(request, forgotSchema);
  await requestPasswordReset(email, clientIp(request));
  return ok(undefined, "OTP sent successfully");
});
