import { describe, expect, it } from "vitest";
import { changedFileMessage, FILE_CHANGED_MESSAGE } from "@/client/chosen-files";

// docs/rules.md, "Files and notes": a file edited after it was chosen is named, not a network failure.
describe("changedFileMessage", () => {
  it("is null when every file of the form reads", async () => {
    const form = new FormData();
    form.set("name", "Sheet");
    form.set("file", new File(["a,b"], "sheet.csv"));
    expect(await changedFileMessage(form)).toBeNull();
  });

  it("names the changed file when the browser cannot read it any more", async () => {
    const stale = new File(["a,b"], "sheet.csv");
    Object.defineProperty(stale, "arrayBuffer", {
      value: () => Promise.reject(new DOMException("A requested file could not be read", "NotReadableError")),
    });
    const form = new FormData();
    form.set("file", stale);
    expect(await changedFileMessage(form)).toBe(FILE_CHANGED_MESSAGE);
  });
});
