"use client";

import { useEffect } from "react";
import { clearSessionData } from "@/lib/client/session-data";

/**
 * For guest-only pages (login, register, forgot): middleware sends a signed-in user away from them,
 * so being shown one means the session cookie is gone and any stored display data is stale.
 */
export function ClearStaleSession() {
  useEffect(() => clearSessionData(), []);
  return null;
}
