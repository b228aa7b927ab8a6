import { describe, expect, it } from "vitest";
import { shortLivedMemo } from "@/lib/short-lived-memo";

function counter() {
  let clock = 0;
  const loads: string[] = [];
  const memo = shortLivedMemo(
    async (key: string) => {
      loads.push(key);
      if (key === "bad") throw new Error("no such quiz");
      return `${key}@${clock}`;
    },
    { ttlMs: 5_000, maxEntries: 2, now: () => clock },
  );
  return { memo, loads, advance: (ms: number) => (clock += ms) };
}

describe("shortLivedMemo", () => {
  it("shares one load between concurrent and later reads until the time is up", async () => {
    const { memo, loads, advance } = counter();
    expect(await Promise.all([memo("a"), memo("a"), memo("a")])).toEqual(["a@0", "a@0", "a@0"]);
    advance(4_999);
    expect(await memo("a")).toBe("a@0");
    advance(1);
    expect(await memo("a")).toBe("a@5000");
    expect(loads).toEqual(["a", "a"]);
  });

  it("keeps no failure and at most maxEntries keys", async () => {
    const { memo, loads } = counter();
    await expect(memo("bad")).rejects.toThrow("no such quiz");
    await expect(memo("bad")).rejects.toThrow("no such quiz");
    await memo("a");
    await memo("b");
    await memo("c");
    await memo("a");
    expect(loads).toEqual(["bad", "bad", "a", "b", "c", "a"]);
  });
});
