"use client";

import { useState } from "react";
import { useLogout } from "@/components/nav/use-logout";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Settings: end every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const { logout } = useLogout({ everywhere: true });
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, is signed out. You will need your password to sign in again."
        confirmLabel="Sign out everywhere"
        onConfirm={logout}
      />
    </>
  );
}
