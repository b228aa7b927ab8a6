import { describe, expect, it } from "vitest";
import { inTurns } from "@/lib/event-loop";

const collect = async <T>(source: AsyncIterable<T>) => {
  const parts: T[] = [];
  for await (const part of source) parts.push(part);
  return parts;
};

describe("inTurns", () => {
  it("gives back the same bytes and text, in slices of at most 16 kB", async () => {
    const bytes = Buffer.from(Array.from({ length: 40_000 }, (_, i) => i % 251));
    const slices = await collect(inTurns(bytes));
    expect(slices.map((slice) => slice.length)).toEqual([16_384, 16_384, 7_232]);
    expect(Buffer.concat(slices).equals(bytes)).toBe(true);
  });

  it("never cuts an emoji in two, wherever it falls", async () => {
    for (const before of [16_383, 16_382, 0]) {
      const text = `${"a".repeat(before)}🫁 lungs ${"b".repeat(20_000)}`;
      const slices = await collect(inTurns(text));
      expect(slices.join("")).toBe(text);
      for (const slice of slices) expect(slice).toBe(Buffer.from(slice, "utf8").toString("utf8"));
    }
  });

  it("lets callbacks queued meanwhile run between two slices", async () => {
    let fired = false;
    setImmediate(() => (fired = true));
    const seen: boolean[] = [];
    for await (const _slice of inTurns("x".repeat(5 * 16_384))) seen.push(fired);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
