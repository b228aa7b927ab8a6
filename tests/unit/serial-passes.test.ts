import { describe, expect, it } from "vitest";
import { serialPasses } from "@/lib/jobs/serial-passes";

describe("serial passes (lib/jobs/serial-passes.ts)", () => {
  it("loses no kick that comes as a pass ends, whichever microtask it lands in", async () => {
    for (let delay = 0; delay < 8; delay += 1) {
      let runs = 0;
      let finish!: () => void;
      const passes = serialPasses(async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (finish = resolve));
      });
      passes.kick();
      finish();
      for (let step = 0; step < delay; step += 1) await Promise.resolve();
      passes.kick();
      await passes.idle();
      expect({ delay, runs }).toEqual({ delay, runs: 2 });
    }
  });
});
