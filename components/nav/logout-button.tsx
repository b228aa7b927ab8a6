"use client";

import type { ReactNode } from "react";
import { LogoutIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useLogout } from "./use-logout";

/** A "Logout" button (GET /api/user/logout, then /login). Style it with className. */
export function LogoutButton({ className, children = "Logout" }: { className?: string; children?: ReactNode }) {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={() => void logout()} disabled={pending} aria-busy={pending || undefined} className={className}>
      {pending ? <Spinner size="sm" className="mx-0.5" /> : <LogoutIcon className="size-5" />}
      {children}
    </button>
  );
}
