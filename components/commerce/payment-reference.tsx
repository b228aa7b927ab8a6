"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/client/api";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import type { IssuedReference, PaymentOrder } from "./payment-types";

export const REFERENCE_INSTRUCTION = "Write this in the transfer's description";

/** What checkout is for, as `GET /api/payment/reference` takes it: the same cart is the same address. */
function referencePath(order: PaymentOrder): string {
  if (order.isMonthlySub === "YES") return "/api/payment/reference?plan=monthly";
  return `/api/payment/reference?${new URLSearchParams({ subjects: order.items.map((item) => item.id).join(",") })}`;
}

/**
 * Asks the server for this cart's reference (docs/rules.md, "Payment references"): the same one on
 * every open, reload and device until an order takes it. Null until it answers or if it cannot.
 */
export function useIssuedReference(order: PaymentOrder): { issued: IssuedReference | null; loading: boolean } {
  const path = referencePath(order);
  const [state, setState] = useState<{ path: string; issued: IssuedReference | null } | null>(null);
  useEffect(() => {
    let live = true;
    void apiFetch<IssuedReference>(path).then((result) => {
      if (live) setState({ path, issued: result.success && result.data ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [path]);
  const current = state?.path === path ? state : null;
  return { issued: current?.issued ?? null, loading: current === null };
}

type PaymentReferenceProps = {
  reference: string;
  /** What the learner does with it; the box's first line. */
  heading?: string;
  note?: string;
  className?: string;
};

/** The order's reference, large and copyable, with what to do with it. */
export function PaymentReference({ reference, heading = REFERENCE_INSTRUCTION, note, className }: PaymentReferenceProps) {
  return (
    <div className={cn("rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200", className)}>
      <p className="text-sm font-semibold text-amber-950">{heading}</p>
      <p className="mt-1 flex items-center gap-x-2">
        <span className="min-w-0 font-mono text-lg font-semibold tracking-wider break-all text-slate-900">{reference}</span>
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
    <div className="space-y-2">
      {issued.replaces && (
        <p role="status" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset">
          Your cart changed since checkout showed <span className="font-mono font-semibold">{issued.replaces}</span>, so this is a new
          reference. Use this one for the transfer.
        </p>
      )}
      <PaymentReference
        reference={issued.reference}
        note="It stays the same for this cart until you place the order, and lets us match your transfer to it from our bank statement, so your subjects unlock sooner."
      />
    </div>
  );
}
