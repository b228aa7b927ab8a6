import { notifyFailure, toast } from "@/client/toast";
import { apiFetch } from "@/client/api";

export const FORGOT_PATH = "/api/users/forgot";
export const OTP_SENT = "OTP sent successfully";
/** Seconds before "Resend code" works again; the server also limits sends per email and address. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Asks for a fresh code and toasts the outcome; true when the server accepted the request. */
export async function resendCode(email: string): Promise<boolean> {
  const result = await apiFetch(FORGOT_PATH, { method: "POST", body: { email } });
  if (result.success) toast.success(result.message ?? OTP_SENT);
  else notifyFailure(result, "OTP not sent. Please try again.");
  return result.success;
}
