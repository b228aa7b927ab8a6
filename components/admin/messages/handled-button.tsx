"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { notifyFailure } from "@/lib/client/notify";

/** "Mark handled" on an open message, "Reopen" on a handled one; POST /api/messages/update. */
export function HandledButton({ id, handled, from }: { id: string; handled: boolean; from: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const label = handled ? "Reopen" : "Mark handled";

  async function toggle() {
    setSending(true);
    const result = await apiFetch("/api/messages/update", { method: "POST", body: { id, handled: !handled } });
    setSending(false);
    if (result.success) toast.success(result.message ?? (handled ? "Marked as open" : "Marked as handled"));
    else notifyFailure(result, "Could not update the message. Please try again.");
    if (result.success || result.status === 404) startTransition(() => router.refresh());
  }

  return (
    <Button
      variant={handled ? "outline" : "secondary"}
      size="sm"
      aria-label={`${label}: message from ${from}`}
      loading={sending || refreshing}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}
