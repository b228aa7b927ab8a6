"use client";

import { useEffect, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { IGNORE_KEYS_IN } from "./option-list";

/** Every key of the question screens, as the keyboard map lists them. */
export const KEY_MAP: { keys: string; does: string }[] = [
  { keys: "1 – 9", does: "Choose the option with that number" },
  { keys: "Shift + 1 – 9", does: "Strike out that option, or take the strike back" },
  { keys: "↑ ↓ ← →, Home, End", does: "Move between the options" },
  { keys: "Enter or Space", does: "Choose the option in focus" },
  { keys: "H", does: "Highlight the text selected in the question" },
  { keys: "F", does: "Flag the question for review, or unflag it" },
  { keys: "N", does: "Next question" },
  { keys: "P", does: "Previous question" },
  { keys: "T", does: "Open your note and type in it" },
  { keys: "?", does: "Show this list of keys" },
];

export type QuestionKeyHandlers = { flag: () => void; next: () => void; previous: () => void; note: () => void; highlight: () => void };

const LETTER_ACTIONS: Record<string, keyof QuestionKeyHandlers> = { f: "flag", n: "next", p: "previous", t: "note", h: "highlight" };

/** The letter a key stands for: what it types on a Latin layout, else the Latin letter at its place. */
function letterOf(event: KeyboardEvent): string | null {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  const code = /^Key([A-Z])$/.exec(event.code);
  return code ? code[1]!.toLowerCase() : null;
}

/** Whether a key belongs to what the learner is typing or to a dialog, not to the screen. */
export const isTyping = (event: KeyboardEvent) =>
  event.altKey ||
  event.ctrlKey ||
  event.metaKey ||
  event.defaultPrevented ||
  (event.target instanceof Element && !!event.target.closest(IGNORE_KEYS_IN));

/** F, N, P, T and H on the question screens (never while typing in a box or inside a dialog). */
export function useQuestionKeys(handlers: QuestionKeyHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || event.shiftKey) return;
      const action = LETTER_ACTIONS[letterOf(event) ?? ""];
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/** "Keys": a button, and "?" from anywhere on the screen, open the list of every key. */
export function KeyboardMap() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "?" || isTyping(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="?"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 max-sm:hidden"
      >
        Keys <span className="ml-1.5 rounded bg-slate-100 px-1.5 text-xs text-slate-700">?</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Keyboard shortcuts" size="sm">
        <table className="w-full text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {KEY_MAP.map((row) => (
              <tr key={row.keys}>
                <th scope="row" className="py-2 pr-4 font-semibold whitespace-nowrap text-slate-900">
                  {row.keys}
                </th>
                <td className="py-2 text-slate-700">{row.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-slate-500">No key does anything while you type in a box.</p>
      </Modal>
    </>
  );
}
