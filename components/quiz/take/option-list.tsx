"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";
import { letterOf, OptionLetter } from "../option-letter";
import { StrikeToggle } from "./strike-toggle";
import type { QuestionView } from "../types";

type OptionListProps = {
  question: Pick<QuestionView, "optionsList">;
  labelledBy: string;
  describedBy?: string;
  selectedId: string | undefined;
  onChoose: (optionId: string) => void;
  /** Options the learner has struck out; with `onToggleStrike`, each option gets its strike toggle. */
  struck?: ReadonlySet<string>;
  onToggleStrike?: (optionId: string) => void;
  /** Focus the group when it appears (after the learner moved to this question). */
  focusOnMount: boolean;
  className?: string;
};

export const IGNORE_KEYS_IN = "input, textarea, select, [contenteditable], [role=dialog], [role=alertdialog]";

/** The option number of a key by where it sits (Digit1, Numpad1…), whatever the layout prints on it. */
const numberOfCode = (code: string) => Number(/^(?:Digit|Numpad)([1-9])$/.exec(code)?.[1] ?? 0);

/**
 * The options as a radio group. Arrows, Home and End move the focus (they do not choose: choosing
 * moves on to the next question); Enter, Space or a click chooses; the number keys 1–9 choose the
 * option with that number from anywhere on the screen, and Shift with the same key strikes it out
 * or back in. A struck option stays a choice: choosing it selects it and takes the strike back.
 */
export function OptionList({
  question,
  labelledBy,
  describedBy,
  selectedId,
  onChoose,
  struck,
  onToggleStrike,
  focusOnMount,
  className,
}: OptionListProps) {
  const options = question.optionsList;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState(() =>
    Math.max(
      0,
      options.findIndex((option) => option.id === selectedId),
    ),
  );
  const pick = (optionId: string) => {
    if (struck?.has(optionId)) onToggleStrike?.(optionId);
    onChoose(optionId);
  };
  const latest = useRef({ pick, onToggleStrike });
  useEffect(() => {
    latest.current = { pick, onToggleStrike };
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
      const strike = event.shiftKey && latest.current.onToggleStrike;
      // Shift reads the key's place (a layout may need Shift for its digits); a plain number, what it types.
      const number = strike ? numberOfCode(event.code) : /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
      if (number === 0 || number > options.length) return;
      event.preventDefault();
      const optionId = options[number - 1]!.id;
      if (strike) strike(optionId);
      else latest.current.pick(optionId);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [options]);

  function move(event: KeyboardEvent) {
    if (!(event.target instanceof Element) || event.target.getAttribute("role") !== "radio") return;
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
        const isStruck = struck?.has(option.id) ?? false;
        const radio = (
          <button
            key={option.id}
            ref={(node) => void (refs.current[index] = node)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => pick(option.id)}
            className={cn(
              "flex min-h-14 w-full min-w-0 items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-base transition-colors",
              checked
                ? "border-brand-600 bg-brand-50 text-slate-900"
                : cn("border-slate-200 bg-white text-slate-800", pointerMoved && "hover:border-brand-300 hover:bg-brand-50/40"),
            )}
          >
            <OptionLetter
              index={index}
              className={checked ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-600 ring-slate-300"}
            />
            <span className={cn("flex-1", isStruck && "text-slate-500 line-through decoration-2")}>{option.option}</span>
            {checked && <CheckIcon className="size-5 shrink-0 text-brand-700" strokeWidth={2.4} />}
          </button>
        );
        if (!onToggleStrike) return radio;
        return (
          <div key={option.id} className="flex items-center gap-2">
            {radio}
            <StrikeToggle letter={letterOf(index)} pressed={isStruck} onToggle={() => onToggleStrike(option.id)} />
          </div>
        );
      })}
    </div>
  );
}
