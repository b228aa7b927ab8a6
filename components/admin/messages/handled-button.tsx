"use client";

import { Button } from "@/components/ui/button";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";

/** "Mark handled" on an open message, "Reopen" on a handled one; POST /api/messages/update. */
export function HandledButton({ id, handled, from }: { id: string; handled: boolean; from: string }) {
  const { run, busy } = useRefreshingAction();
  const label = handled ? "Reopen" : "Mark handled";

  const toggle = () =>
    run(() => apiFetch("/api/messages/update", { method: "POST", body: { id, handled: !handled } }), {
      success: handled ? "Marked as open" : "Marked as handled",
      failure: "Could not update the message. Please try again.",
    });

  return (
    <Button
      variant={handled ? "outline" : "secondary"}
      size="sm"
      aria-label={`${label}: message from ${from}`}
      loading={busy}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}
