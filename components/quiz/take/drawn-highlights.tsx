"use client";

import { useEffect, useRef, useSyncExternalStore, type RefObject } from "react";
import { segmentsOf, type Highlight } from "./highlight-ranges";

/** The name a question's highlights are drawn under (one question is on screen at a time). */
const HIGHLIGHT_NAME = "question-highlight";

const noSubscription = () => () => {};
/** Whether the browser draws highlights itself (CSS Custom Highlight API); the server renders plain text. */
const useHighlightApi = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof CSS !== "undefined" && "highlights" in CSS,
    () => true,
  );

/**
 * Draws the highlights over the text React rendered in `element` (its one text node), so the DOM
 * is never rewritten; returns false where the browser lacks the API, and the text must then be
 * rendered with its marks (`HighlightedText`).
 */
export function useDrawnHighlights(element: RefObject<HTMLElement | null>, text: string, highlights: readonly Highlight[]): boolean {
  const drawn = useHighlightApi();
  useEffect(() => {
    const node = element.current?.firstChild;
    if (!drawn || !(node instanceof Text)) return;
    const length = node.length;
    const ranges = highlights.map(({ start, end }) => {
      const range = new Range();
      range.setStart(node, Math.min(start, length));
      range.setEnd(node, Math.min(end, length));
      return range;
    });
    CSS.highlights.set(HIGHLIGHT_NAME, new window.Highlight(...ranges));
    return () => void CSS.highlights.delete(HIGHLIGHT_NAME);
  }, [element, drawn, highlights, text]);
  return drawn;
}

/** The text as it goes into the page: plain where the browser draws the highlights, else cut into marked pieces. */
export function HighlightedText({ text, highlights, drawn }: { text: string; highlights: readonly Highlight[]; drawn: boolean }) {
  if (drawn) return text;
  return segmentsOf(text, highlights).map((segment, index) =>
    segment.marked ? (
      <mark key={index} className="bg-amber-200 text-inherit">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

type HighlightedStemProps = { id: string; text: string; highlights: readonly Highlight[]; className?: string };

/** A question's stem with the learner's highlights, to read only (the review of an ended attempt). */
export function HighlightedStem({ id, text, highlights, className }: HighlightedStemProps) {
  const stem = useRef<HTMLHeadingElement>(null);
  const drawn = useDrawnHighlights(stem, text, highlights);
  return (
    <h2 id={id} ref={stem} className={className}>
      <HighlightedText text={text} highlights={highlights} drawn={drawn} />
    </h2>
  );
}
