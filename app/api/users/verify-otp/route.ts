import { clientIp, handle, readJson } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { verifyResetCode } from "@/lib/users/password-reset";
import { verifyOtpSchema } from "@/lib/users/schemas";

export const POST = handle(async (request) => {
  const { email, otp } = await readJson(request, verifyOtpSchema);
  await verifyResetCode(email, otp, clientIp(request));
  return ok(undefined, "OTP is verified");
});
