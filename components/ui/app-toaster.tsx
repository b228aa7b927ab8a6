"use client";

import dynamic from "next/dynamic";

// Toasts only ever follow a user action, so their UI loads after the page is interactive instead of
// with it. sonner shows toasts created before its Toaster mounts, so none is lost.
const Toaster = dynamic(() => import("sonner").then((sonner) => sonner.Toaster), { ssr: false });

/**
 * Bottom right (full width at the bottom on phones), where no control lives: at the top they covered
 * the header's cart, avatar and menu toggle and the close buttons of dialogs. 5 s (successes are
 * shorter, lib/client/toast.ts), paused on hover or focus loss (spec §8).
 */
export function AppToaster() {
  return <Toaster position="bottom-right" duration={5000} richColors closeButton />;
}
