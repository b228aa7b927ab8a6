"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { notifyFailure } from "@/lib/client/notify";
import type { AdminUserRow } from "./types";

export const SELF_HINT = "You cannot disable your own account.";

/** Disable (after a confirmation) or Enable one account; POST /api/users/status, then refresh. */
export function UserStatusButton({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const action = user.disabled ? "Enable" : "Disable";
  const hintId = useId();

  async function setDisabled(disabled: boolean) {
    setSending(true);
    const result = await apiFetch("/api/users/status", { method: "POST", body: { userId: user.id, disabled } });
    setSending(false);
    if (result.success) toast.success(result.message ?? (disabled ? "User disabled" : "User enabled"));
    else notifyFailure(result, "Could not change the account. Please try again.");
    if (result.success || result.status === 404 || result.status === 409) startTransition(() => router.refresh());
  }

  if (isSelf && !user.disabled) {
    return (
      <span className="inline-flex flex-col items-end gap-0.5">
        <Button
          variant="outline"
          size="sm"
          aria-disabled="true"
          aria-describedby={hintId}
          title={SELF_HINT}
          aria-label={`Disable ${user.email}`}
        >
          Disable
        </Button>
        <span id={hintId} className="text-xs text-slate-500">
          This is you
          <span className="sr-only">. {SELF_HINT}</span>
        </span>
      </span>
    );
  }

  return (
    <>
      <Button
        variant={user.disabled ? "secondary" : "outline"}
        size="sm"
        className={user.disabled ? undefined : "text-red-700! hover:bg-red-50!"}
        aria-label={`${action} ${user.email}`}
        loading={sending || refreshing}
        onClick={() => (user.disabled ? void setDisabled(false) : setConfirming(true))}
      >
        {action}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disable this account?"
        description={`${user.name} (${user.email}) will be signed out at their next request and won't be able to sign in until you enable the account again.`}
        confirmLabel="Disable"
        onConfirm={() => setDisabled(true)}
      />
    </>
  );
}
