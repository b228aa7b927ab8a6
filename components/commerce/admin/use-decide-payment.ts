"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { notifyFailure, toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/client/api";

type Action = "approve" | "reject";

/**
 * Approve or reject one payment, then reload the server-rendered list (and the sidebar count).
 * A 409 (another admin was first) is a warning, and the list is reloaded to show what happened.
 */
export function useDecidePayment(paymentId: string) {
  const router = useRouter();
  const [action, setAction] = useState<Action | null>(null);
  const [sending, setSending] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function decide(accepted: boolean, reason?: string): Promise<boolean> {
    setAction(accepted ? "approve" : "reject");
    setSending(true);
    const result = await apiFetch<{ status: string }>("/api/payment/update-status", {
      method: "POST",
      body: { paymentId, accepted, ...(reason ? { reason } : {}) },
    });
    setSending(false);
    if (result.success) toast.success(result.message ?? (accepted ? "Payment approved" : "Payment rejected"));
    else notifyFailure(result, "Could not update the payment. Please try again.");
    if (result.success || result.status === 409 || result.status === 404) startTransition(() => router.refresh());
    return result.success;
  }

  const busy = sending || refreshing;
  return { decide, busy, busyAction: busy ? action : null };
}
