import { describe, expect, it } from "vitest";
import { keyChangeWords } from "@/components/admin/regrade/key-change-words";

// docs/rules.md, "Error reports and regrade": the key history says what changed.
const options = ["a", "b", "c", "d"].map((id) => ({ id, text: id, isCorrect: false }));

describe("keyChangeWords", () => {
  it("lists letters in the quiz's order, whatever order the key was stored in", () => {
    expect(keyChangeWords(["b"], ["b", "a"], options)).toBe("B → A and B (A added)");
  });

  it("names what was added and removed", () => {
    expect(keyChangeWords(["a"], ["b"], options)).toBe("A → B (B added, A removed)");
    expect(keyChangeWords(["d", "a", "b"], ["c"], options)).toBe("A, B and D → C (C added, A, B and D removed)");
  });

  it("says when nothing changed, and a dash for an empty key", () => {
    expect(keyChangeWords(["b", "a"], ["a", "b"], options)).toBe("A and B → A and B (no change)");
    expect(keyChangeWords([], ["a"], options)).toMatch(/→ A \(A added\)$/);
  });
});
