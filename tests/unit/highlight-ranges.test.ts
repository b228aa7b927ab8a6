import { describe, expect, it } from "vitest";
import { addHighlight, overlapsHighlight, removeHighlight, segmentsOf } from "@/components/quiz/take/highlight-ranges";

describe("highlight ranges", () => {
  it("joins a new highlight with every one it touches, keeping them sorted and apart", () => {
    const start = [
      { start: 0, end: 3 },
      { start: 10, end: 12 },
    ];
    expect(addHighlight(start, { start: 5, end: 7 })).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 7 },
      { start: 10, end: 12 },
    ]);
    expect(addHighlight(start, { start: 2, end: 10 })).toEqual([{ start: 0, end: 12 }]);
    expect(addHighlight(start, { start: 3, end: 4 })).toEqual([
      { start: 0, end: 4 },
      { start: 10, end: 12 },
    ]);
  });

  it("removes only what the selection covers", () => {
    expect(removeHighlight([{ start: 0, end: 10 }], { start: 3, end: 5 })).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 10 },
    ]);
    expect(removeHighlight([{ start: 2, end: 4 }], { start: 0, end: 10 })).toEqual([]);
    expect(overlapsHighlight([{ start: 2, end: 4 }], { start: 4, end: 6 })).toBe(false);
    expect(overlapsHighlight([{ start: 2, end: 4 }], { start: 3, end: 6 })).toBe(true);
  });

  it("cuts the text into plain and marked pieces, whatever lies past its end", () => {
    expect(segmentsOf("abcdef", [{ start: 1, end: 3 }])).toEqual([
      { text: "a", marked: false },
      { text: "bc", marked: true },
      { text: "def", marked: false },
    ]);
    expect(segmentsOf("abc", [{ start: 2, end: 9 }])).toEqual([
      { text: "ab", marked: false },
      { text: "c", marked: true },
    ]);
  });
});
