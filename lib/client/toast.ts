import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;

function show(kind: "success" | "info" | "warning" | "error", message: string, options?: ExternalToast): void {
  sonner ??= import("sonner");
  void sonner.then(({ toast }) => toast[kind](message, options));
}

/**
 * sonner's toast, loaded on first use: a public page with a form does not evaluate sonner before
 * the visitor acts (the Toaster itself loads after hydration, see components/ui/app-toaster.tsx).
 */
export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
