import { describe, expect, it } from "vitest";
import { homeGreeting } from "@/lib/home/greeting";

describe('homeGreeting (docs/rules.md, "Learner home")', () => {
  it("welcomes a learner who has studied nothing yet, without 'back'", () => {
    expect(homeGreeting("Sana Malik", { cards: 0, openWork: 0 })).toBe("Welcome, Sana");
    expect(homeGreeting("  ", { cards: 0, openWork: 0 })).toBe("Welcome");
  });

  it("welcomes back once a key was seen or something is open", () => {
    expect(homeGreeting("Sana Malik", { cards: 3, openWork: 0 })).toBe("Welcome back, Sana");
    expect(homeGreeting("Sana", { cards: 0, openWork: 1 })).toBe("Welcome back, Sana");
  });
});
