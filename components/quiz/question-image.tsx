"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { cn } from "@/components/ui/cn";

type QuestionImageProps = { src: string; alt: string | null | undefined; className?: string };

/**
 * A question's image (an ECG, a capnogram, an X-ray): fitted into a box of fixed height, reserved
 * before it loads so the options below never jump, and on tap or click opened full size in a
 * dialog that scrolls both ways, so a phone can read a rhythm strip.
 */
export function QuestionImage({ src, alt, className }: QuestionImageProps) {
  const [open, setOpen] = useState(false);
  const description = alt?.trim() || "Question image";
  return (
    <figure className={cn("space-y-1", className)}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-56 w-full cursor-zoom-in items-center justify-center overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand-500 sm:h-80"
        aria-label={`Enlarge image: ${description}`}
      >
        <img src={src} alt={description} className="max-h-full max-w-full object-contain" loading="lazy" />
      </button>
      <figcaption className="text-xs text-slate-500">Tap or click the image to enlarge it.</figcaption>
      <Modal open={open} onOpenChange={setOpen} title="Image" description={description} size="xl" bodyClassName="overflow-auto p-2">
        <img src={src} alt={description} className="h-auto max-w-none min-w-full touch-pinch-zoom" />
      </Modal>
    </figure>
  );
}
