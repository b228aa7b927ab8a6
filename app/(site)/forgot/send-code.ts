import { notifyFailure, toast } from "@/client/toast";
import { apiFetch } from "@/client/api";

export const FORGOT_PATH = "/api/users/forgot";
/**
 * The toast after a send: as neutral as the page ("if it belongs to an account"), since the server
 * answers alike for an unknown address (docs/rules.md, "Password forms"). The API's own message,
 * "OTP sent successfully", is unchanged.
 */
export const CODE_ON_ITS_WAY = "Check your email";
export const CODE_ON_ITS_WAY_NOTE = "If that address belongs to an account, a 6-digit code is on its way.";
/** Seconds before "Resend code" works again; the server also limits sends per email and address. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Asks for a fresh code and toasts the outcome; true when the server accepted the request. */
export async function resendCode(email: string): Promise<boolean> {
  const result = await apiFetch(FORGOT_PATH, { method: "POST", body: { email } });
  if (result.success) toast.success(CODE_ON_ITS_WAY, { description: CODE_ON_ITS_WAY_NOTE });
  else notifyFailure(result, "OTP not sent. Please try again.");
  return result.success;
}
