"use client";

import { useState } from "react";
import { apiFetch } from "@/client/api";
import { clearCart } from "@/client/cart";
import { announceChange } from "@/client/session";
import { toast } from "@/client/toast";

/**
 * Ends the session on the server — this device's (GET /api/user/logout), or with `everywhere` every
 * device's (POST /api/users/logout-all) — clears browser data, loads /login afresh.
 */
export function useLogout({ everywhere = false } = {}) {
  const [pending, setPending] = useState(false);

  async function logout() {
    if (pending) return;
    setPending(true);
    const result = everywhere
      ? await apiFetch("/api/users/logout-all", { method: "POST", redirectOnUnauthorized: false })
      : await apiFetch("/api/user/logout", { redirectOnUnauthorized: false });
    if (!result.success && result.kind !== "Unauthenticated") {
      setPending(false);
      toast.error(result.message ?? "Could not sign out. Please try again.");
      return;
    }
    announceChange(); // the other tabs ask the server, and find no session
    clearCart(); // a shared computer must not hand the next person this cart
    // A full load, not router.replace: the router may hold a prefetched /login from while the
    // session was alive (middleware redirected it home), and no client state should outlive it.
    window.location.replace("/login");
  }

  return { logout, pending };
}
