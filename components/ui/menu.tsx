"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

export type MenuItem = { label: string; icon?: ReactNode } & ({ href: string } | { onSelect: () => void });

export type MenuProps = {
  /** Accessible name of the trigger button (e.g. "Account menu for Sara"). */
  label: string;
  /** What the trigger shows (e.g. an avatar). */
  trigger: ReactNode;
  items: MenuItem[];
  /** Non-interactive content above the items (e.g. the user's name and email). */
  header?: ReactNode;
  align?: "start" | "end";
  triggerClassName?: string;
};

/**
 * A menu button (WAI-ARIA APG): Enter/Space/ArrowDown open on the first item, ArrowUp on the last;
 * arrows, Home/End and first letters move; Escape closes and returns focus; Tab or a click outside closes.
 */
export function Menu({ label, trigger, items, header, align = "end", triggerClassName }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const baseId = useId();
  const menuId = `${baseId}-menu`;

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = items.map((_, i) => (focusIndex + 1 + i) % items.length);
      const match = order.find((i) => items[i].label.toLowerCase().startsWith(letter));
      if (match !== undefined) setFocusIndex(match);
    }
  }

  const itemClass =
    "flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-slate-100 focus:bg-brand-50 focus:text-brand-800";

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${baseId}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          className={cn(
            "absolute top-full z-50 mt-2 w-56 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          {header && <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5 mb-1">{header}</div>}
          <ul id={menuId} role="menu" aria-labelledby={`${baseId}-button`} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <li key={item.label} role="none">
                {"href" in item ? (
                  <Link
                    ref={(node) => void (itemRefs.current[index] = node)}
                    href={item.href}
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass}
                    onClick={() => setOpen(false)}
                  >
                    {item.icon}
                    {item.label}
                  </Link>
                ) : (
                  <button
                    ref={(node) => void (itemRefs.current[index] = node)}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass}
                    onClick={() => {
                      close(true);
                      item.onSelect();
                    }}
                  >
                    {item.icon}
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
