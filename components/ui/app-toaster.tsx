"use client";

import dynamic from "next/dynamic";

// Toasts only ever follow a user action, so their UI loads after the page is interactive instead of
// with it. sonner shows toasts created before its Toaster mounts, so none is lost.
const Toaster = dynamic(() => import("sonner").then((sonner) => sonner.Toaster), { ssr: false });

/** Top right, 5 s, paused on hover or focus loss (spec §8). */
export function AppToaster() {
  return <Toaster position="top-right" duration={5000} richColors closeButton />;
}
