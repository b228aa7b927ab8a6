"use client";

import type { CSSProperties } from "react";
import dynamic from "next/dynamic";

// Toasts only ever follow a user action, so their UI loads after the page is interactive instead of
// with it. sonner shows toasts created before its Toaster mounts, so none is lost.
const Toaster = dynamic(() => import("sonner").then((sonner) => sonner.Toaster), { ssr: false });

// sonner's rich colours fall short of WCAG AA (success 4.25:1, error 3.07:1 measured). Tailwind's 800 text
// on its 50 background, with the 200 border: success 7.3, info 8.0, warning 6.8, error 7.6 to 1. The inline
// variables on the toaster win over the ones sonner's stylesheet sets on the same element.
const accessibleRichColors = {
  "--success-bg": "#ecfdf5",
  "--success-border": "#a7f3d0",
  "--success-text": "#065f46",
  "--info-bg": "#eff6ff",
  "--info-border": "#bfdbfe",
  "--info-text": "#1e40af",
  "--warning-bg": "#fffbeb",
  "--warning-border": "#fde68a",
  "--warning-text": "#92400e",
  "--error-bg": "#fef2f2",
  "--error-border": "#fecaca",
  "--error-text": "#991b1b",
} as CSSProperties;

/**
 * Bottom right (full width at the bottom on phones), where no control lives: at the top they covered
 * the header's cart, avatar and menu toggle and the close buttons of dialogs. 5 s (successes are
 * shorter, client/toast.ts), paused on hover or focus loss (docs/rules.md, "Feel").
 */
export function AppToaster() {
  return <Toaster position="bottom-right" duration={5000} richColors closeButton style={accessibleRichColors} />;
}
