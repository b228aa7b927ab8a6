"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/client/api";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";

/** A reference the server issued for the order about to be placed, with the token that proves it. */
export type IssuedReference = { reference: string; token: string };

export const REFERENCE_INSTRUCTION = "Write this in the transfer's description";

/** Asks the server for this checkout's reference once (docs/rules.md, "Payment references"); null until it answers or if it cannot. */
export function useIssuedReference(): { issued: IssuedReference | null; loading: boolean } {
  const [state, setState] = useState<{ issued: IssuedReference | null; loading: boolean }>({ issued: null, loading: true });
  useEffect(() => {
    let live = true;
    void apiFetch<IssuedReference>("/api/payment/reference").then((result) => {
      if (live) setState({ issued: result.success && result.data ? result.data : null, loading: false });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The order's reference, large and copyable, with what to do with it. */
export function PaymentReference({ reference, note, className }: { reference: string; note?: string; className?: string }) {
  return (
    <div className={cn("rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200", className)}>
      <p className="text-sm font-semibold text-amber-950">{REFERENCE_INSTRUCTION}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2">
        <span className="font-mono text-lg font-semibold tracking-wider text-slate-900">{reference}</span>
        <CopyButton text={reference} what="Payment reference" />
      </p>
      {note && <p className="mt-1 text-xs text-amber-900">{note}</p>}
    </div>
  );
}

/** Checkout's reference box: loading, the reference, or nothing when it could not be issued (the server then makes one). */
export function CheckoutReference({ issued, loading }: { issued: IssuedReference | null; loading: boolean }) {
  if (loading)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" className="text-brand-700" />
        Preparing your payment reference…
      </p>
    );
  if (!issued) return null;
  return (
    <PaymentReference
      reference={issued.reference}
      note="It lets us match your transfer to this order from our bank statement, so your subjects unlock sooner."
    />
  );
}
