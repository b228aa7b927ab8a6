"use client";

import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { NoteIcon } from "@/components/ui/icons";
import { MARK_LIMITS } from "@/lib/marks/schemas";

/** How long typing pauses before the note is saved. */
const AUTOSAVE_MS = 700;

type QuestionNoteProps = {
  questionId: string;
  /** The note as last saved or typed on this device ("" when none). */
  saved: string;
  onSave: (questionId: string, text: string) => void;
  className?: string;
  /** For the T key: opens the box and puts the cursor in it. */
  ref?: Ref<NoteHandle>;
};

export type NoteHandle = { openAndFocus: () => void };

/**
 * "Note": opens the learner's own note on this question, saved as they type (a pause, leaving the
 * box, or moving to another question sends it). Open from the start when there is a note.
 */
export function QuestionNote({ questionId, saved, onSave, className, ref }: QuestionNoteProps) {
  const id = useId();
  const [open, setOpen] = useState(saved !== "");
  const box = useRef<HTMLTextAreaElement>(null);
  const focusWhenOpen = useRef(false);
  useImperativeHandle(ref, () => ({
    openAndFocus: () => {
      if (open) return box.current?.focus();
      focusWhenOpen.current = true;
      setOpen(true);
    },
  }));
  useEffect(() => {
    if (!open || !focusWhenOpen.current) return;
    focusWhenOpen.current = false;
    box.current?.focus();
  }, [open]);
  const [text, setText] = useState(saved);
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(saved);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  const latest = useRef({ questionId, onSave });
  useEffect(() => {
    latest.current = { questionId, onSave };
  });

  // The saved note can arrive after the panel (the paper's marks load beside it): take it until the learner types.
  if (saved !== shown) {
    setShown(saved);
    if (!dirty) {
      setText(saved);
      if (saved !== "") setOpen(true);
    }
  }

  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    latest.current.onSave(latest.current.questionId, pending.current.text);
    pending.current = null;
  };
  useEffect(() => flush, []);

  function change(next: string) {
    setDirty(true);
    setText(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text: next, timer: setTimeout(flush, AUTOSAVE_MS) };
  }

  return (
    <div className={className}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={`${id}-box`} onClick={() => setOpen(!open)} className="-ml-3">
        <NoteIcon className="size-4" />
        Note
      </Button>
      <div id={`${id}-box`} hidden={!open} className="mt-2">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-slate-800">
          Your note
        </label>
        <Textarea
          ref={box}
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={MARK_LIMITS.noteMaxLength}
          onChange={(event) => change(event.target.value)}
          onBlur={flush}
          aria-describedby={`${id}-count`}
          className="mt-1"
        />
        <p id={`${id}-count`} className="mt-1 text-xs text-slate-500">
          Only you see this note. {text.length} / {MARK_LIMITS.noteMaxLength} characters, saved as you type.
        </p>
      </div>
    </div>
  );
}
