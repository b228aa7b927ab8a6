"use client";

import { useEffect } from "react";
import { readSessionData, saveSessionData, type SessionData } from "@/lib/client/session-data";

/**
 * Rendered by signed-in server pages with the user the server just verified: repairs the browser's
 * display data when it is missing or out of date (signed in through another tab, name changed…).
 */
export function SessionSync({ user }: { user: SessionData }) {
  const { id, email, name, isAdmin } = user;
  useEffect(() => {
    const stored = readSessionData();
    if (stored?.id !== id || stored.email !== email || stored.name !== name || stored.isAdmin !== isAdmin) {
      saveSessionData({ id, email, name, isAdmin });
    }
  }, [id, email, name, isAdmin]);
  return null;
}
