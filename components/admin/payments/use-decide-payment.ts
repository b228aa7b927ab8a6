"use client";

import { useState } from "react";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";

type Action = "approve" | "reject";

/** What the admin confirmed on approving: a reused proof, a reading that disagrees with the order. */
export type Confirmations = { confirmReusedProof?: true; confirmProofMismatch?: true };

/**
 * Approve or reject one payment, then reload the server-rendered list (and the sidebar count).
 * Another admin deciding first (`AlreadyDone`), or something new to confirm (`NeedsConfirmation`,
 * such as a reading that arrived since the page was drawn) is a warning, and the list is reloaded to show what happened.
 */
export function useDecidePayment(paymentId: string) {
  const { run, busy } = useRefreshingAction();
  const [action, setAction] = useState<Action | null>(null);

  async function decide(accepted: boolean, reason?: string, confirmations: Confirmations = {}): Promise<boolean> {
    setAction(accepted ? "approve" : "reject");
    const result = await run(
      () =>
        apiFetch<{ status: string }>("/api/payment/update-status", {
          method: "POST",
          body: { paymentId, accepted, ...(reason ? { reason } : {}), ...confirmations },
        }),
      {
        success: accepted ? "Payment approved" : "Payment rejected",
        failure: "Could not update the payment. Please try again.",
        refreshOn: ["NotFound", "AlreadyDone", "NeedsConfirmation"],
      },
    );
    return result.success;
  }

  return { decide, busy, busyAction: busy ? action : null };
}
