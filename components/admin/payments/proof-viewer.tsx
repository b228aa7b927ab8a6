"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { NoteIcon } from "@/components/ui/icons";
import type { PaymentView } from "@/components/commerce/payment-view";
import { matchedProof, ownProof } from "./proof-views";
import { ProofZoomDialog } from "./proof-zoom-dialog";

const frame = "flex h-36 w-full shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:w-44";

/**
 * The payment's proof inline: an image thumbnail that opens a zoomable view (side by side with
 * the first proof it matches, if any), or a PDF to open in a new tab.
 */
export function ProofViewer({ payment }: { payment: PaymentView }) {
  const [open, setOpen] = useState(false);
  const proof = ownProof(payment);
  const firstMatch = payment.proofMatches?.[0];

  if (!proof.isImage) {
    return (
      <div className={`${frame} flex-col items-center justify-center gap-2 text-slate-600`}>
        <NoteIcon className="size-8 text-red-700" />
        <span className="text-xs font-medium">PDF receipt</span>
        <a href={proof.src} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outline", size: "sm" })}>
          Open PDF<span className="sr-only"> (order #{payment.orderId}, opens in a new tab)</span>
        </a>
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${frame} group relative`}
        aria-label={`Zoom proof of order #${payment.orderId}`}
      >
        <img
          src={proof.src}
          alt={proof.alt}
          loading="lazy"
          className="size-full object-contain transition-transform group-hover:scale-105"
        />
        <span className="absolute inset-x-0 bottom-0 bg-slate-900/70 py-1 text-center text-xs font-medium text-white">Click to zoom</span>
      </button>
      <ProofZoomDialog
        open={open}
        onOpenChange={setOpen}
        proofs={firstMatch ? [proof, matchedProof(firstMatch)] : [proof]}
        title={`Proof of payment · #${payment.orderId}`}
      />
    </>
  );
}
