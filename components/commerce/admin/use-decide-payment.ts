"use client";

import { useState } from "react";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";

type Action = "approve" | "reject";

/**
 * Approve or reject one payment, then reload the server-rendered list (and the sidebar count).
 * A 409 (another admin was first) is a warning, and the list is reloaded to show what happened.
 */
export function useDecidePayment(paymentId: string) {
  const { run, busy } = useRefreshingAction();
  const [action, setAction] = useState<Action | null>(null);

  /** `confirmReusedProof`: the admin confirmed approving a payment whose proof matches another's. */
  async function decide(accepted: boolean, reason?: string, confirmReusedProof = false): Promise<boolean> {
    setAction(accepted ? "approve" : "reject");
    const result = await run(
      () =>
        apiFetch<{ status: string }>("/api/payment/update-status", {
          method: "POST",
          body: { paymentId, accepted, ...(reason ? { reason } : {}), ...(confirmReusedProof ? { confirmReusedProof } : {}) },
        }),
      {
        success: accepted ? "Payment approved" : "Payment rejected",
        failure: "Could not update the payment. Please try again.",
        refreshOn: [404, 409],
      },
    );
    return result.success;
  }

  return { decide, busy, busyAction: busy ? action : null };
}
