/**
 * Highlights as `[start, end)` character offsets of a question's text (docs/rules.md, "Marks and
 * notes on questions"): kept sorted, never overlapping. Pure, so the screen and the tests share them.
 */
export type Highlight = { start: number; end: number };

/** Adds a range, joining it with every highlight it touches or overlaps. */
export function addHighlight(highlights: readonly Highlight[], added: Highlight): Highlight[] {
  let { start, end } = added;
  const kept: Highlight[] = [];
  for (const range of highlights) {
    if (range.end < start || range.start > end) kept.push(range);
    else {
      start = Math.min(start, range.start);
      end = Math.max(end, range.end);
    }
  }
  return [...kept, { start, end }].sort((a, b) => a.start - b.start);
}

/** Takes a range out of the highlights: what lies inside it is removed, what lies outside stays. */
export function removeHighlight(highlights: readonly Highlight[], removed: Highlight): Highlight[] {
  return highlights.flatMap((range) => {
    if (range.end <= removed.start || range.start >= removed.end) return [range];
    const pieces: Highlight[] = [];
    if (range.start < removed.start) pieces.push({ start: range.start, end: removed.start });
    if (range.end > removed.end) pieces.push({ start: removed.end, end: range.end });
    return pieces;
  });
}

/** Whether any highlight overlaps the range (then the screen offers "Remove highlight"). */
export const overlapsHighlight = (highlights: readonly Highlight[], range: Highlight) =>
  highlights.some((highlight) => highlight.start < range.end && highlight.end > range.start);

/** The text cut into plain and highlighted pieces, for browsers without the CSS Custom Highlight API. */
export function segmentsOf(text: string, highlights: readonly Highlight[]): { text: string; marked: boolean }[] {
  const segments: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, end } of highlights) {
    if (start >= text.length) break;
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(Math.max(start, at), Math.min(end, text.length)), marked: true });
    at = Math.min(end, text.length);
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
