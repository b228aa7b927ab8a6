"use client";

import { useId, useState } from "react";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/client/api";
import type { AdminUserRow } from "./types";

export const SELF_HINT = "You cannot disable your own account.";

/** Disable (after a confirmation) or Enable one account; POST /api/users/status, then refresh. */
export function UserStatusButton({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useRefreshingAction();
  const action = user.disabled ? "Enable" : "Disable";
  const hintId = useId();

  const setDisabled = (disabled: boolean) =>
    run(() => apiFetch("/api/users/status", { method: "POST", body: { userId: user.id, disabled } }), {
      success: disabled ? "User disabled" : "User enabled",
      failure: "Could not change the account. Please try again.",
      refreshOn: ["NotFound", "Conflict"],
    });

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
        loading={busy}
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
