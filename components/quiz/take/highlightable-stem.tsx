"use client";

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { HighlightedText, useDrawnHighlights } from "./drawn-highlights";
import { addHighlight, overlapsHighlight, removeHighlight, type Highlight } from "./highlight-ranges";

/** The selection's part inside `root`, as offsets of its text; null when it has none. */
function selectedOffsets(root: HTMLElement): Highlight | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0).cloneRange();
  if (!range.intersectsNode(root)) return null;
  if (!root.contains(range.startContainer)) range.setStart(root, 0);
  if (!root.contains(range.endContainer)) range.setEnd(root, root.childNodes.length);
  const before = document.createRange();
  before.selectNodeContents(root);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}

export type StemHandle = { highlightSelection: () => void };

type HighlightableStemProps = {
  id: string;
  text: string;
  highlights: readonly Highlight[];
  onChange: (next: Highlight[]) => void;
  className?: string;
  /** For the H key: highlights what is selected in the stem. */
  ref?: Ref<StemHandle>;
};

/**
 * The question's stem, where the learner highlights what matters: selecting text offers
 * "Highlight" (or H), selecting a highlight offers "Remove highlight". Drawn by the browser over the
 * text React rendered (the DOM is never touched); without that API, React renders the highlights as marks.
 */
export function HighlightableStem({ id, text, highlights, onChange, className, ref }: HighlightableStemProps) {
  const stem = useRef<HTMLHeadingElement>(null);
  const drawn = useDrawnHighlights(stem, text, highlights);
  const [selected, setSelected] = useState<Highlight | null>(null);

  useEffect(() => {
    const onSelection = () => setSelected(stem.current ? selectedOffsets(stem.current) : null);
    document.addEventListener("selectionchange", onSelection);
    return () => document.removeEventListener("selectionchange", onSelection);
  }, []);

  const apply = (remove: boolean) => {
    if (!selected) return;
    onChange(remove ? removeHighlight(highlights, selected) : addHighlight(highlights, selected));
    document.getSelection()?.removeAllRanges();
    setSelected(null);
  };
  useImperativeHandle(ref, () => ({ highlightSelection: () => apply(false) }));

  // A press on these buttons must not drop the selection they act on.
  const keepSelection = (event: React.MouseEvent) => event.preventDefault();
  return (
    <div>
      <h2 id={id} ref={stem} className={className}>
        <HighlightedText text={text} highlights={highlights} drawn={drawn} />
      </h2>
      <div className={cn("mt-2 flex min-h-9 flex-wrap gap-2", !selected && "invisible")} aria-hidden={!selected}>
        {selected && (
          <>
            <Button size="sm" variant="outline" onMouseDown={keepSelection} onClick={() => apply(false)} aria-keyshortcuts="H">
              Highlight
            </Button>
            {overlapsHighlight(highlights, selected) && (
              <Button size="sm" variant="outline" onMouseDown={keepSelection} onClick={() => apply(true)}>
                Remove highlight
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
