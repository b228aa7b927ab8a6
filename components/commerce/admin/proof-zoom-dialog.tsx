"use client";

import { useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { buttonClasses } from "@/components/ui/button";

/** Multiples of the fitted size; 1 = fit the window. */
const LEVELS = [1, 1.5, 2, 3] as const;

type ProofZoomDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; src: string; alt: string; title: string };

/** The proof image, large: fitted first, then zoomed in steps inside a scrollable area. */
export function ProofZoomDialog({ open, onOpenChange, src, alt, title }: ProofZoomDialogProps) {
  const [level, setLevel] = useState(0);
  const [fittedWidth, setFittedWidth] = useState(0);
  const imageRef = useRef<HTMLImageElement>(null);
  const zoom = LEVELS[level]!;
  const zoomed = zoom > 1 && fittedWidth > 0;
  const control = buttonClasses({ variant: "inverse-outline", size: "sm", className: "min-w-8 px-2" });

  function step(by: number) {
    if (level === 0 && imageRef.current) setFittedWidth(imageRef.current.clientWidth); // zoom from what is on screen
    setLevel((current) => Math.min(LEVELS.length - 1, Math.max(0, current + by)));
  }

  function changeOpen(next: boolean) {
    if (!next) setLevel(0);
    onOpenChange(next);
  }

  return (
    <Modal open={open} onOpenChange={changeOpen} title={title} size="xl" bodyClassName="flex flex-col bg-slate-900">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
        <div className="flex items-center gap-1.5">
          <button type="button" className={control} onClick={() => step(-1)} disabled={level === 0} aria-label="Zoom out">
            −
          </button>
          <span aria-live="polite" className="w-12 text-center text-sm font-medium text-white tabular-nums">
            {zoom === 1 ? "Fit" : `${zoom * 100}%`}
          </span>
          <button type="button" className={control} onClick={() => step(1)} disabled={level === LEVELS.length - 1} aria-label="Zoom in">
            +
          </button>
        </div>
        <a href={src} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "inverse-outline", size: "sm" })}>
          Open original<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="flex min-h-0 flex-1 overflow-auto p-4">
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          className={zoomed ? "m-auto max-w-none shrink-0" : "m-auto max-h-full max-w-full object-contain"}
          style={zoomed ? { width: fittedWidth * zoom } : undefined}
        />
      </div>
    </Modal>
  );
}
