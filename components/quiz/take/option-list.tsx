"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";
import { OptionLetter } from "../option-letter";
import type { QuestionView } from "../types";

type OptionListProps = {
  question: Pick<QuestionView, "optionsList">;
  labelledBy: string;
  describedBy?: string;
  selectedId: string | undefined;
  onChoose: (optionId: string) => void;
  /** Focus the group when it appears (after the learner moved to this question). */
  focusOnMount: boolean;
  className?: string;
};

const IGNORE_KEYS_IN = "input, textarea, select, [contenteditable], [role=dialog], [role=alertdialog]";

/**
 * The options as a radio group. Arrows, Home and End move the focus (they do not choose: choosing
 * moves on to the next question); Enter, Space or a click chooses; the number keys 1–9 choose the
 * option with that number from anywhere on the screen.
 */
export function OptionList({ question, labelledBy, describedBy, selectedId, onChoose, focusOnMount, className }: OptionListProps) {
  const options = question.optionsList;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState(() =>
    Math.max(
      0,
      options.findIndex((option) => option.id === selectedId),
    ),
  );
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  });

  // The panel is new for each question: after an auto-advance the pointer rests on an option it
  // never moved to, and its hover border would read as a choice. Hover shows once the pointer moves
  // (Chrome's synthetic moves after a layout change carry no movement).
  const [pointerMoved, setPointerMoved] = useState(false);
  useEffect(() => {
    if (pointerMoved) return;
    const onMove = (event: PointerEvent) => {
      if (event.movementX !== 0 || event.movementY !== 0) setPointerMoved(true);
    };
    window.addEventListener("pointermove", onMove);
    return () => window.removeEventListener("pointermove", onMove);
  }, [pointerMoved]);

  const initialFocus = useRef({ focusOnMount, focusIndex });
  useEffect(() => {
    // Once, when this question appears (the panel is keyed by question).
    if (initialFocus.current.focusOnMount) refs.current[initialFocus.current.focusIndex]?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(IGNORE_KEYS_IN)) return;
      const number = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
      if (number === 0 || number > options.length) return;
      event.preventDefault();
      choose.current(options[number - 1]!.id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [options]);

  function move(event: KeyboardEvent) {
    const last = options.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    setFocusIndex(targets[event.key]!);
    refs.current[targets[event.key]!]?.focus();
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={move}
      className={cn("grid gap-3", className)}
    >
      {options.map((option, index) => {
        const checked = option.id === selectedId;
        return (
          <button
            key={option.id}
            ref={(node) => void (refs.current[index] = node)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onChoose(option.id)}
            className={cn(
              "flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-base transition-colors",
              checked
                ? "border-brand-600 bg-brand-50 text-slate-900"
                : cn("border-slate-200 bg-white text-slate-800", pointerMoved && "hover:border-brand-300 hover:bg-brand-50/40"),
            )}
          >
            <OptionLetter
              index={index}
              className={checked ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-600 ring-slate-300"}
            />
            <span className="flex-1">{option.option}</span>
            {checked && <CheckIcon className="size-5 shrink-0 text-brand-700" strokeWidth={2.4} />}
          </button>
        );
      })}
    </div>
  );
}
