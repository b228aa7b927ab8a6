import { describe, expect, it } from "vitest";
import { parseGift, writeGift } from "@/lib/quizzes/gift";

const sample = `// A comment that is not a tag
$CATEGORY: Anaesthesia

// [tag:ECG]
// [tag:Cardiology]
// [reference:Miller's Anesthesia 9e, ch. 27]
::Q1:: Which rhythm shows a sawtooth baseline? {
  =Atrial flutter#Flutter waves at 300/min.
  ~Atrial fibrillation#No organised atrial activity.
  ~Sinus rhythm
  ####Look at the inferior leads.
}

[markdown]What is 2 \\+ 2 \\= ? {~3 =4 ~5}

Pick the opioids {
  ~%50%Fentanyl
  ~%50%Morphine
  ~%-100%Propofol#An induction agent.
}
`;

describe("parseGift", () => {
  it("reads multiple choice with keys, option and question explanations, tags and references", () => {
    const parsed = parseGift(sample);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [first, second, third] = parsed.questions;
    expect(first).toMatchObject({
      line: 7,
      title: "Q1",
      question: "Which rhythm shows a sawtooth baseline?",
      explanation: "Look at the inferior leads.",
      tags: ["ECG", "Cardiology"],
      reference: "Miller's Anesthesia 9e, ch. 27",
      options: [
        { option: "Atrial flutter", isCorrect: true, explanation: "Flutter waves at 300/min." },
        { option: "Atrial fibrillation", isCorrect: false, explanation: "No organised atrial activity." },
        { option: "Sinus rhythm", isCorrect: false, explanation: null },
      ],
    });
    expect(second).toMatchObject({ line: 14, title: null, question: "What is 2 \\+ 2 = ?", tags: [] });
    expect(second!.options.map((option) => option.isCorrect)).toEqual([false, true, false]);
    expect(third!.options.map((option) => option.isCorrect)).toEqual([true, true, false]);
  });

  it.each([
    ["Is the sky blue? {T}", 1, /true\/false/],
    ["Is it? {TRUE#Yes}", 1, /true\/false/],
    ["Write an essay {}", 1, /essay/],
    ["How many? {#4:1}", 1, /numerical/],
    ["Match {=a -> 1 =b -> 2}", 1, /matching/],
    ["Capital of France? {=Paris =paris}", 1, /short-answer/],
    ["The {~red =blue} sky", 1, /missing-word/],
    ["ok {=a ~b}\n\nBroken {\n=a\n~b\n\nNext {=c ~d}", 3, /broken brace/],
    ["No braces here", 1, /no answers/],
    ["Only one {=a ~}", 1, /no text/],
    ["", 1, /no questions/],
  ])("refuses %j naming line %i", (text, line, message) => {
    const parsed = parseGift(text);
    expect(parsed).toMatchObject({ ok: false, line });
    if (!parsed.ok) {
      expect(parsed.error).toMatch(message);
      expect(parsed.error).toMatch(new RegExp(`^Line ${line}:`));
    }
  });
});

describe("writeGift", () => {
  it("round-trips titles, questions, options, keys, explanations, tags and references, special characters included", () => {
    const questions = [
      {
        title: "Dose:: 1 = {weird} #1 ~ok \\ end:",
        question: "Dose: 1 mg/kg = ? {weird} #1 ~ok\nsecond line",
        explanation: "Because: reasons = good",
        reference: "Stoelting 7e",
        tags: ["Pharmacology", "Dose: calc"],
        options: [
          { option: "A = 1", isCorrect: true, explanation: "Right #1" },
          { option: "B ~ 2", isCorrect: false, explanation: null },
          { option: "C {3}", isCorrect: true, explanation: "Also right" },
        ],
      },
      {
        title: null,
        question: "Plain",
        explanation: "",
        reference: null,
        tags: [],
        options: [
          { option: "x", isCorrect: false, explanation: null },
          { option: "y", isCorrect: true, explanation: null },
        ],
      },
    ];
    const text = writeGift(questions);
    expect(text).toContain("::Dose\\:\\: 1 \\= \\{weird\\} \\#1 \\~ok \\\\ end\\::: Dose\\: 1 mg/kg");
    expect(text).toContain("\n\nPlain {");
    const parsed = parseGift(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.questions.map(({ line: _line, ...question }) => question)).toEqual(questions);
  });
});

describe("GIFT as Moodle writes it, and texts that look like GIFT", () => {
  const content = (text: string) => {
    const parsed = parseGift(text);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.questions.map(({ line: _line, ...question }) => question);
  };

  it("reads every [tag:…] of a comment line, with \\] inside a tag, and the escapes of older exports", () => {
    const [first, second] = content(
      "// [tag:Pharmacology] [tag:Induction]\n// question: 12 [tag: Spaced ] [reference:Miller [9e\\]]\nQ {=a ~b}\n\n" +
        "// [tag:Dose\\: calc] [tag:A\\]B] [tag:never closed\nR {=a ~b}",
    );
    expect(first).toMatchObject({ tags: ["Pharmacology", "Induction", "Spaced"], reference: "Miller [9e]" });
    expect(second!.tags).toEqual(["Dose: calc", "A]B"]);
  });

  it("writes one // [tag:…] line per tag, escaping only what a tag needs", () => {
    const text = writeGift([
      {
        question: "Q",
        tags: ["Dose: calc", "A]B", "back\\slash"],
        reference: "Miller [9e]",
        options: [
          { option: "a", isCorrect: true },
          { option: "b", isCorrect: false },
        ],
      },
    ]);
    expect(text.split("\n").slice(0, 4)).toEqual([
      "// [tag:Dose: calc]",
      "// [tag:A\\]B]",
      "// [tag:back\\\\slash]",
      "// [reference:Miller [9e\\]]",
    ]);
  });

  it("keeps the key of an answer whose text starts with a weight, and reads =%50% as Moodle's multiple choice does", () => {
    const questions = [
      {
        title: null,
        question: "Which agent is volatile?",
        explanation: "",
        reference: null,
        tags: [],
        options: [
          { option: "%100%Halothane", isCorrect: false, explanation: null },
          { option: "%50% Propofol", isCorrect: true, explanation: "#1" },
          { option: "T", isCorrect: false, explanation: "->" },
        ],
      },
    ];
    const text = writeGift(questions);
    expect(text).toContain("\t~%0%%100%Halothane\n\t=%50% Propofol#\\#1\n\t~T#->\n");
    expect(content(text)).toEqual(questions);
    expect(content("Q {=%50%x ~y}")[0]!.options).toEqual([
      { option: "%50%x", isCorrect: true, explanation: null },
      { option: "y", isCorrect: false, explanation: null },
    ]);
  });

  it("reads -> as text when a ~ makes the question multiple choice", () => {
    expect(content("Q {=A -> B ~C}")[0]!.options.map((option) => option.option)).toEqual(["A -> B", "C"]);
  });

  it("guards a question text that starts like a comment or a format marker, and escapes line breaks", () => {
    const questions = ["// not a comment", "[html]<b>bold</b>", "line 1\r\nline 2\rline 3\nline 4", "$CATEGORY: x", "::title:: text"].map(
      (question) => ({
        title: null,
        question,
        explanation: "",
        reference: null,
        tags: [],
        options: [
          { option: "a", isCorrect: true, explanation: null },
          { option: "b", isCorrect: false, explanation: null },
        ],
      }),
    );
    const text = writeGift(questions);
    expect(text).toContain("[moodle]// not a comment {");
    expect(text).toContain("[moodle][html]<b>bold</b> {");
    expect(text).toContain("line 1\\r\\nline 2\\rline 3\\nline 4 {");
    expect(content(text)).toEqual(questions);
  });

  it("reads titles with their escapes undone, trimmed, and an empty title as none", () => {
    const [first, second] = content("::Q\\:1 \\{a\\}:: [html]Which? {=a ~b}\n\n::  ::Plain {=a ~b}");
    expect(first).toMatchObject({ title: "Q:1 {a}", question: "Which?" });
    expect(second).toMatchObject({ title: null, question: "Plain" });
  });

  it("counts \\r\\n and a lone \\r as line breaks when naming a line", () => {
    expect(parseGift("ok {=a ~b}\r\n\r\nBroken {\r=a\r~b\r\rNext {=c ~d}")).toMatchObject({ ok: false, line: 3 });
    expect(parseGift("// [tag:x]\r\r\nQ {\r\n=a\r~}")).toMatchObject({ ok: false, line: 5, error: "Line 5: an answer has no text." });
  });
});
