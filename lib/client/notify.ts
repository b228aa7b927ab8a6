import { toast } from "./toast";
import type { ApiResult } from "./api";

/**
 * Toasts a failed API answer: a warning when the server answered with a refusal (`success: false`,
 * 4xx), an error when the request itself failed (offline, timeout, 5xx).
 */
export function notifyFailure(result: ApiResult<unknown>, fallback = "Something went wrong. Please try again."): void {
  const message = result.message ?? fallback;
  if (result.status > 0 && result.status < 500) toast.warning(message);
  else toast.error(message);
}
