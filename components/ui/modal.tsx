"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { CloseIcon } from "./icons";

const sizes = {
  sm: "w-[calc(100vw-2rem)] max-w-md rounded-2xl",
  md: "w-[calc(100vw-2rem)] max-w-lg rounded-2xl",
  /** Near full-screen on phones, a large sheet on wide screens. */
  xl: "inset-0 h-dvh w-screen sm:inset-auto sm:h-[min(92dvh,56rem)] sm:w-[calc(100vw-3rem)] sm:max-w-6xl sm:rounded-2xl",
} as const;

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof sizes;
  /** "alertdialog" for confirmations: role alertdialog, and a click outside does not close it. */
  role?: "dialog" | "alertdialog";
  /** Keep clicks outside (e.g. on a toast) from closing a dialog holding unsaved work. */
  keepOpenOnOutsideClick?: boolean;
  /** Rendered in the header row, before the close button. */
  headerAside?: ReactNode;
  /** Replaces the body's default padding ("px-5 py-4"). */
  bodyClassName?: string;
  children: ReactNode;
};

/** A Radix dialog with the product's look: overlay, titled header with a close button, body. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  role = "dialog",
  keepOpenOnOutsideClick,
  headerAside,
  bodyClassName,
  children,
}: ModalProps) {
  const blockOutside = role === "alertdialog" || keepOpenOnOutsideClick;
  const centred =
    size === "xl" ? "sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2" : "top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content
          role={role}
          {...(description ? {} : { "aria-describedby": undefined })}
          onInteractOutside={blockOutside ? (event) => event.preventDefault() : undefined}
          className={cn("fixed z-50 flex max-h-dvh flex-col bg-white shadow-xl focus:outline-none", centred, sizes[size])}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {headerAside}
              <Dialog.Close
                className="grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label="Close"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
          </div>
          <div className={cn("min-h-0 flex-1 overflow-y-auto", bodyClassName ?? "px-5 py-4")}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
