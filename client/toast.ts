import type { ExternalToast } from "sonner";
import type { ApiResult } from "./api";
import { isTransportFailure } from "./failure-kind";

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;

function show(kind: "success" | "info" | "warning" | "error", message: string, options?: ExternalToast): void {
  sonner ??= import("sonner");
  void sonner.then(({ toast }) => toast[kind](message, options));
}

/** A success only confirms what the learner just did: it leaves sooner than a warning, an error or one with an action (5 s). */
export const SUCCESS_TOAST_MS = 2500;

/**
 * Every toast of the app goes through here. sonner's toast, loaded on first use: a public page with a form does not evaluate sonner before
 * the visitor acts (the Toaster itself loads after hydration, see components/ui/app-toaster.tsx).
 */
export const toast = {
  success: (message: string, options?: ExternalToast) =>
    show("success", message, { duration: options?.action ? undefined : SUCCESS_TOAST_MS, ...options }),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  /** Closes the toast shown with that `id`, once it is not news any more. */
  dismiss: (id: string) => {
    sonner ??= import("sonner");
    void sonner.then(({ toast }) => toast.dismiss(id));
  },
};

/**
 * Toasts a failed API answer: a warning when the server refused what was asked, an error when the
 * request itself failed (offline, timeout, our fault, a busy server).
 */
export function notifyFailure(result: ApiResult<unknown>, fallback = "Something went wrong. Please try again."): void {
  const message = result.message ?? fallback;
  if (!isTransportFailure(result.kind)) toast.warning(message);
  else toast.error(message);
}
