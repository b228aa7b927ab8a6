import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertStorableForm } from "@/lib/api/body";
import { formFields, readForm } from "@/lib/api/handler";
import { errorBody } from "@/lib/api/plain-response";
import { statementFormSchema } from "@/lib/payments/statements/schemas";
import { headOf, isSingleLine, onOneLine, QUOTED_TEXT_MAX, quotedExcerpt, quotedList } from "@/lib/single-line";

/** C0, DEL, C1 and U+2028/9: what a name may not hold (docs/rules.md, "Text the database cannot hold"). */
const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029));
const withControl = fc
  .tuple(fc.string({ maxLength: 10, unit: "grapheme" }), control, fc.string({ maxLength: 10, unit: "grapheme" }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), withControl);

/** The status a route would answer for whatever `work` throws (200 when it throws nothing). */
async function statusOf(work: () => unknown): Promise<{ status: number; field?: unknown }> {
  try {
    await work();
    return { status: 200 };
  } catch (error) {
    const { status, body } = errorBody(error);
    return { status, field: body.field };
  }
}

const statementForm = (fileName: string, mapping: Record<string, string>) => {
  const form = new FormData();
  form.set("bank", "HBL");
  form.set("mapping", JSON.stringify(mapping));
  form.set("file", new File(["Date,Amount"], fileName));
  return form;
};

describe("quotedExcerpt", () => {
  it("quotes at most 40 characters, on one line, the start of the text, cut with an ellipsis", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string({ minLength: 35, maxLength: 500, unit: "grapheme" })), (text) => {
        const excerpt = quotedExcerpt(text);
        expect(Array.from(excerpt).length).toBeLessThanOrEqual(QUOTED_TEXT_MAX);
        expect(isSingleLine(excerpt)).toBe(true);
        const whole = onOneLine(text);
        if (excerpt.endsWith("…") && excerpt !== whole) expect(whole.startsWith(excerpt.slice(0, -1))).toBe(true);
        else expect(excerpt).toBe(whole);
      }),
    );
  });

  it("costs nothing on a cell of millions of characters", () => {
    const started = performance.now();
    expect(quotedExcerpt("x".repeat(5_000_000))).toBe(`${"x".repeat(QUOTED_TEXT_MAX - 1)}…`);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("lists a few names, each cut, and says how many more there are", () => {
    const names = Array.from({ length: 25 }, (_, i) => `${i}`.padEnd(100, "y"));
    const list = quotedList(names, (name) => `“${name}”`);
    expect(list.endsWith(" and 15 more")).toBe(true);
    expect(list.length).toBeLessThan(10 * (QUOTED_TEXT_MAX + 4) + 20);
  });
});

describe("headOf", () => {
  it("keeps at most `max` units of the start of the text, never half a surrogate pair, trimmed at the cut", () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 50 }), (text, max) => {
        const head = headOf(text, max);
        expect(head.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(head)).toBe(true);
        if (text.length <= max) expect(head).toBe(text);
        else expect(head).not.toMatch(/[\ud800-\udbff]$/);
      }),
    );
    expect(headOf("ab cd", 3)).toBe("ab");
    expect(headOf("a😀", 2)).toBe("a");
  });
});

describe("control characters in a file name or a mapping's column name", () => {
  it("are a 400 naming the form field, for a file name as the form holds it", () => {
    fc.assert(
      fc.property(withControl, (name) => {
        const form = new FormData();
        form.set("file", new File(["x"], name));
        let refused: unknown;
        try {
          assertStorableForm(form);
        } catch (error) {
          refused = error;
        }
        expect(errorBody(refused)).toMatchObject({ status: 400, body: { field: "file" } });
      }),
    );
  });

  it("are a 400 naming the mapping's column, when inside the name", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("date", "amount", "description", "reference"), withControl, async (key, name) => {
        // Inside the name: the edges are trimmed first, as names compare trimmed.
        const mapping = { date: "Date", amount: "Amount", description: "Narration", [key]: `A${name}Z` };
        const outcome = await statusOf(() => statementFormSchema.parse(formFields(statementForm("s.csv", mapping))));
        expect(outcome).toEqual({ status: 400, field: `mapping.${key}` });
      }),
    );
  });

  it("never give a 500, whatever the bytes, through the multipart reader and the statement form", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, async (fileName, column) => {
        const form = statementForm(fileName, { date: column, amount: "Amount", description: column });
        const request = new Request("http://localhost/api/payment/statements", { method: "POST", body: form });
        const outcome = await statusOf(async () => statementFormSchema.parse(formFields(await readForm(request, 1_000_000))));
        expect([200, 400]).toContain(outcome.status);
      }),
      { numRuns: 200 },
    );
  });
});
