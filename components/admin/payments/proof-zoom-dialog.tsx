"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { buttonClasses } from "@/components/ui/button";
import { NoteIcon } from "@/components/ui/icons";

/** Multiples of the fitted size; 1 = fit the window. */
const LEVELS = [1, 1.5, 2, 3] as const;

export type ZoomedProof = { src: string; alt: string; label: string; isImage: boolean };

type ProofZoomDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One proof, or two side by side (a proof and the one it matches). */
  proofs: ZoomedProof[];
  title: string;
};

/** The proof image, large: fitted first, then zoomed in steps inside a scrollable area; two proofs share the zoom. */
export function ProofZoomDialog({ open, onOpenChange, proofs, title }: ProofZoomDialogProps) {
  const [level, setLevel] = useState(0);
  const [fittedWidth, setFittedWidth] = useState(0);
  const firstImage = useRef<HTMLImageElement>(null);
  const scrollers = useRef<(HTMLDivElement | null)[]>([]);
  // The point at the middle of each view, as fractions of its content: zooming keeps it in the middle.
  const centres = useRef<{ x: number; y: number }[]>([]);
  const zoom = LEVELS[level]!;
  const zoomed = zoom > 1 && fittedWidth > 0;
  const control = buttonClasses({ variant: "inverse-outline", size: "sm", className: "min-w-8 px-2" });
  const compare = proofs.length > 1;

  useLayoutEffect(() => {
    scrollers.current.forEach((view, index) => {
      if (!view) return;
      const centre = centres.current[index] ?? { x: 0.5, y: 0.5 };
      view.scrollLeft = centre.x * view.scrollWidth - view.clientWidth / 2;
      view.scrollTop = centre.y * view.scrollHeight - view.clientHeight / 2;
    });
  }, [level, fittedWidth]);

  function step(by: number) {
    centres.current = scrollers.current.map((view) =>
      view && level > 0
        ? {
            x: (view.scrollLeft + view.clientWidth / 2) / view.scrollWidth,
            y: (view.scrollTop + view.clientHeight / 2) / view.scrollHeight,
          }
        : { x: 0.5, y: 0.5 },
    );
    if (level === 0 && firstImage.current) setFittedWidth(firstImage.current.clientWidth); // zoom from what is on screen
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
        {!compare && (
          <a
            href={proofs[0]?.src}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "inverse-outline", size: "sm" })}
          >
            Open original<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <div className={compare ? "grid min-h-0 flex-1 grid-rows-2 gap-px bg-white/10 sm:grid-cols-2 sm:grid-rows-1" : "flex min-h-0 flex-1"}>
        {proofs.map((proof, index) => (
          // flex-1: a lone proof's figure spans the dialog, so its image sits in the middle, not at the left.
          <figure key={proof.src} className="flex min-h-0 min-w-0 flex-1 flex-col bg-slate-900">
            {compare && (
              <figcaption className="flex items-center justify-between gap-2 px-4 pt-3 text-sm font-medium text-white">
                <span className="min-w-0 truncate">{proof.label}</span>
                <a
                  href={proof.src}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: "inverse-outline", size: "sm" })}
                >
                  Open<span className="sr-only"> {proof.label} (opens in a new tab)</span>
                </a>
              </figcaption>
            )}
            <div
              ref={(view) => {
                scrollers.current[index] = view;
              }}
              className="flex min-h-0 flex-1 overflow-auto p-4"
            >
              {proof.isImage ? (
                <img
                  ref={index === 0 ? firstImage : undefined}
                  src={proof.src}
                  alt={proof.alt}
                  className={zoomed ? "m-auto max-w-none shrink-0" : "m-auto max-h-full max-w-full object-contain"}
                  style={zoomed ? { width: fittedWidth * zoom } : undefined}
                />
              ) : (
                <p className="m-auto flex flex-col items-center gap-2 text-sm text-slate-300">
                  <NoteIcon className="size-8" />
                  PDF receipt: open it to compare.
                </p>
              )}
            </div>
          </figure>
        ))}
      </div>
    </Modal>
  );
}
