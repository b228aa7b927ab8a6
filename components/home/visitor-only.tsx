"use client";

import type { ReactNode } from "react";
import { useSignedInUser } from "@/client/session";

/**
 * Shows its children to visitors only. Static public pages render them (the visitor state); after
 * hydration a signed-in browser hides them, so the pages stay statically cached.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return useSignedInUser() === null ? children : null;
}
