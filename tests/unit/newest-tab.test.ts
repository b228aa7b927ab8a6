import { describe, expect, it, vi } from "vitest";
import { watchNewestTab } from "@/client/newest-tab";

/** Lets BroadcastChannel deliver what was posted (it is asynchronous, also in Node); only to show that nothing else came. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('two tabs of one attempt (docs/rules.md, "Feel")', () => {
  it("tells the older tab when a newer one opens, never the newer one itself", async () => {
    const newer = vi.fn();
    let stopOlder = () => {};
    const told = new Promise<void>((resolve) => (stopOlder = watchNewestTab("attempt-1", resolve)));
    const stopNewer = watchNewestTab("attempt-1", newer);
    await told;
    await delivered();
    expect(newer).not.toHaveBeenCalled();
    stopOlder();
    stopNewer();
  });

  it("leaves the tabs of another attempt alone", async () => {
    const first = vi.fn();
    const stopFirst = watchNewestTab("attempt-2", first);
    const stopOther = watchNewestTab("attempt-3", () => {});
    await delivered();
    expect(first).not.toHaveBeenCalled();
    stopFirst();
    stopOther();
  });
});
