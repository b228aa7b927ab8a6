import { describe, expect, it } from "vitest";
import { giftSteps, parseGift } from "@/lib/quizzes/gift";

/**
 * The import accepts up to 900,000 characters (lib/quizzes/import.ts); the parser must stay linear
 * in them whatever the shape. The old one rescanned the rest of a question at every "~": 60,000 of
 * them took 10 to 24 s. Each shape below is ~900,000 characters and must parse, ok or refused, in under
 * 3 s: a functional bound with room for a slow, shared 2-core CI host, not a benchmark. Most are refused
 * early now (more than 300 questions, 10 answers or 10 tags, or a text past twice its limit), which is
 * what keeps an import from holding the event loop (bench/heavy-requests.mjs).
 */
const SIZE = 900_000;
const fill = (unit: string, room = SIZE) => unit.repeat(Math.max(1, Math.floor(room / unit.length)));

/** A deterministic mix of GIFT's special characters, lines and letters. */
function noise(length: number): string {
  const alphabet = [..."\\~=#{}:%[]/$->@+ \n\r\tab"];
  let seed = 2463534242;
  let text = "";
  for (let i = 0; i < length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    text += alphabet[(seed >>> 0) % alphabet.length];
  }
  return text;
}

type Shape = [name: string, text: string, outcome: "ok" | RegExp];
const SHAPES: Shape[] = [
  ["60,000 ~ in one question", `Q {${"~".repeat(60_000)}}`, /^Line 1: a question can have at most 10 answers\./],
  ["900,000 ~ in one question", `Q {${fill("~", SIZE - 4)}}`, /^Line 1: a question can have at most 10 answers\./],
  ["only =", fill("="), /^Line 1: the question has no answers/],
  ["= in one question", `Q {${fill("=", SIZE - 4)}}`, /^Line 1: a question can have at most 10 answers\./],
  ["only \\", fill("\\"), /^Line 1: the question has no answers/],
  ["\\ in one question", `Q {${fill("\\\\", SIZE - 4)}}`, /^Line 1: each answer must start/],
  ["escaped ~ in the question text", `${fill("\\~", SIZE - 10)} {=a ~b}`, /^Line 1: Question is too long \(4,000 characters at most\)\./],
  ["only #", fill("#"), /^Line 1: the question has no answers/],
  ["# after the answers", `Q {=a ~b${fill("#", SIZE - 10)}}`, /^Line 1: .* is too long \(/],
  ["#### many times", `Q {=a ~b ${fill("####", SIZE - 10)}}`, /^Line 1: .* is too long \(/],
  ["a # explanation on every answer", `Q {${fill("~a#b", SIZE - 10)}=c}`, /^Line 1: a question can have at most 10 answers\./],
  ["{ never closed", `Q {${fill("x", SIZE - 3)}`, /^Line 1: broken brace/],
  ["deep {{{{", fill("{"), /^Line 1: broken brace/],
  ["Q {{{{", `Q ${fill("{", SIZE - 2)}`, /^Line 1: broken brace/],
  ["only ::", fill("::"), /^Line 1: the question has no answers/],
  ["a title never closed", `::${fill("\\:", SIZE - 2)}`, /^Line 1: the title "::" is never closed/],
  ["::a many times", fill("::a"), /^Line 1: the question has no answers/],
  ["one giant question", `Q {\n${fill("~wrong#why\n", SIZE - 12)}=right\n}`, /^Line 12: a question can have at most 10 answers\./],
  ["100,000 tiny questions", fill("Q{=a~b}\n\n"), /^Line 601: a quiz can have at most 300 questions; this is question 301\./],
  ["100,000 one-line questions without blank lines", fill("Q {=a ~b}\n"), /^Line 1: text after the answers/],
  ["a long comment line", `// ${fill("x", SIZE - 3)}`, /^Line 1: no questions found/],
  ["a comment line of [tag: never closed", `// ${fill("[tag:", SIZE - 3)}`, /^Line 1: no questions found/],
  ["a comment line of 100,000 tags", `// ${fill("[tag:a]", SIZE - 20)}\nQ {=a ~b}`, /^Line 1: a question can have at most 10 tags\./],
  ["many [tag: lines", `${fill("// [tag:x]\n", SIZE - 10)}Q {=a ~b}`, /^Line 11: a question can have at most 10 tags\./],
  ["many unclosed [tag: lines", fill("// [tag:\n"), /^Line 1: no questions found/],
  ["many [reference: lines", `${fill("// [reference:\\]\\]\\]]\n", SIZE - 10)}Q {=a ~b}`, "ok"],
  ["lines of only \\r", fill("\r"), /^Line 1: no questions found/],
  ["lines of only \\r\\n", fill("\r\n"), /^Line 1: no questions found/],
  ["a question over 300,000 \\r lines", `Q {${fill("\r~a", SIZE - 10)}\r=b}`, /^Line 12: a question can have at most 10 answers\./],
  ["one line of spaces", fill(" "), /^Line 1: no questions found/],
  ["weights", `Q {${fill("~%1%a", SIZE - 4)}}`, /^Line 1: a question can have at most 10 answers\./],
  ["a weight that never closes", `Q {=a ~%${fill("1", SIZE - 10)}}`, /^Line 1: Option is too long \(1,000 characters at most\)\./],
  ["-> many times", `Q {${fill("=a->b ", SIZE - 4)}}`, /^Line 1: a question can have at most 10 answers\./],
  ["format markers", `${fill("[html]", SIZE - 10)} {=a ~b}`, /^Line 1: Question is too long \(4,000 characters at most\)\./],
  ["$CATEGORY: lines", `${fill("$CATEGORY: x\n", SIZE - 10)}Q {=a ~b}`, "ok"],
  ["special characters at random", noise(SIZE), /^Line \d+: /],
];

describe("parseGift on 900,000 characters", () => {
  const times: string[] = [];

  it.each(SHAPES)("%s: parses in under 3 s (a quadratic parse took 10–24 s)", (name, text, outcome) => {
    const started = performance.now();
    const parsed = parseGift(text);
    const elapsed = performance.now() - started;
    times.push(`${name}: ${elapsed.toFixed(1)} ms`);
    if (outcome === "ok") expect(parsed).toMatchObject({ ok: true });
    else expect(parsed.ok ? "ok" : parsed.error).toMatch(outcome);
    // Generous: another test file runs beside this one on the other core.
    expect(elapsed).toBeLessThan(3000);
  });

  it("reports the times", () => {
    console.info(`GIFT parse times (${SIZE.toLocaleString("en-US")} characters):\n${times.join("\n")}`);
    expect(times).toHaveLength(SHAPES.length);
  });
});

describe("the GIFT parse in steps (the server takes a turn of the event loop between them)", () => {
  it("yields after each question the characters read so far, and ends with parseGift's own result", () => {
    const text = ["// [tag:A]", "Q1 {=a ~b}", "", "// [tag:B]", "", "Q2 {=c ~d}", "", "Q3 {=e ~f}"].join("\n");
    const steps = giftSteps(text);
    const positions: number[] = [];
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        expect(step.value).toEqual(parseGift(text));
        break;
      }
      positions.push(step.value);
    }
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.at(-1)).toBeLessThan(text.length);
    expect(positions.length).toBeGreaterThanOrEqual(3);
    // A tag before a blank line still belongs to the next question, whatever turns were taken between.
    const result = parseGift(text);
    expect(result.ok && result.questions.map((question) => question.tags)).toEqual([["A"], ["B"], []]);
  });

  it("keeps two interleaved parses apart", () => {
    const one = giftSteps("Q1 {=a ~b}\n\nQ2 {=c ~d}\n\nQ3 {=e ~f}");
    const two = giftSteps("R1 {=x ~y}\n\nR2 {=z ~w}");
    let [a, b] = [one.next(), two.next()];
    while (!a.done || !b.done) [a, b] = [a.done ? a : one.next(), b.done ? b : two.next()];
    expect(a.value.ok && a.value.questions.map((question) => question.question)).toEqual(["Q1", "Q2", "Q3"]);
    expect(b.value.ok && b.value.questions.map((question) => question.question)).toEqual(["R1", "R2"]);
  });
});
