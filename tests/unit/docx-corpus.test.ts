import { describe, expect, it } from "vitest";
import { readDocx } from "@/lib/quizzes/docx-read";
import { docx, li, p, type DocxImageSpec, type Para } from "../support/docx";
import { makeImage } from "../support/images";

/** What a question should come back as: its stem, options (a `*` before the key), explanation, reference, tags. */
type Expected = { stem: string; options: string[]; explanation?: string; reference?: string | null; tags?: string[] };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const fileOf = (bytes: Buffer, name = "bank.docx") => new File([new Uint8Array(bytes)], name, { type: DOCX });

async function read(paragraphs: Para[], images?: DocxImageSpec[]) {
  return readDocx(fileOf(docx(paragraphs, { images })));
}

function expectQuestions(actual: Awaited<ReturnType<typeof readDocx>>, expected: Expected[]) {
  expect(actual.problems).toEqual([]);
  expect(actual.questions).toHaveLength(expected.length);
  expected.forEach((want, index) => {
    const got = actual.questions[index]!;
    expect(got.number).toBe(index + 1);
    expect(got.question).toBe(want.stem);
    expect(got.options.map((option) => `${option.isCorrect ? "*" : ""}${option.option}`)).toEqual(want.options);
    expect(got.explanation).toBe(want.explanation ?? "");
    expect(got.reference).toBe(want.reference ?? null);
    expect(got.tags).toEqual(want.tags ?? []);
  });
}

const TWO: Expected[] = [
  { stem: "Which drug is an NMDA antagonist?", options: ["Propofol", "*Ketamine", "Etomidate", "Thiopentone"] },
  { stem: "The MAC of sevoflurane in adults is about", options: ["1.15%", "*2%", "6%", "0.75%", "105%"] },
];

describe("Word import: a corpus of authoring styles, read question by question", () => {
  it("1. numbered `1.`, options `A.` on their own lines, `Answer: X` lines, a title page first", async () => {
    const result = await read([
      { runs: ["Anaesthesia MCQs 2024"], style: "Title" },
      { runs: ["Part one"], style: "Heading1" },
      p("Prepared by the department."),
      p("1. Which drug is an NMDA antagonist?"),
      ...["A. Propofol", "B. Ketamine", "C. Etomidate", "D. Thiopentone"].map((text) => p(text)),
      p("Answer: B"),
      p("2. The MAC of sevoflurane in adults is about"),
      ...["A. 1.15%", "B. 2%", "C. 6%", "D. 0.75%", "E. 105%"].map((text) => p(text)),
      p("Answer: B"),
    ]);
    expectQuestions(result, TWO);
  });

  it("2. `1)` stems, `a)` options, `Ans: c` in lower case", async () => {
    const result = await read([
      p("1) Which drug is an NMDA antagonist?"),
      p("a) Propofol"),
      p("b) Ketamine"),
      p("c) Etomidate"),
      p("d) Thiopentone"),
      p("Ans: b"),
      p("2) The MAC of sevoflurane in adults is about"),
      ...["a) 1.15%", "b) 2%", "c) 6%", "d) 0.75%", "e) 105%"].map((text) => p(text)),
      p("Ans: b"),
    ]);
    expectQuestions(result, TWO);
  });

  it("3. `Q1.` stems, `(A)` options all on one line, `Ans- (C)` keys", async () => {
    const result = await read([
      p("Q1. Which drug is an NMDA antagonist?"),
      p("(A) Propofol  (B) Ketamine\t(C) Etomidate (D) Thiopentone"),
      p("Ans- (B)"),
      p("Q2. The MAC of sevoflurane in adults is about"),
      p("(A) 1.15% (B) 2% (C) 6% (D) 0.75% (E) 105%"),
      p("Ans- (B)"),
    ]);
    expectQuestions(result, TWO);
  });

  it("4. `Q.1` stems, `A-` options, `Correct answer: B`, explanation and reference lines", async () => {
    const result = await read([
      p("Q.1 Which drug is an NMDA antagonist?"),
      ...["A- Propofol", "B- Ketamine", "C- Etomidate", "D- Thiopentone"].map((text) => p(text)),
      p("Correct answer: B"),
      p("Explanation: Ketamine blocks the NMDA receptor."),
      p("It also raises blood pressure."),
      p("Reference: Miller, chapter 26"),
      p("Q.2 The MAC of sevoflurane in adults is about"),
      ...["A- 1.15%", "B- 2%", "C- 6%", "D- 0.75%", "E- 105%"].map((text) => p(text)),
      p("Key: B"),
      p("Tags: Pharmacology, Volatiles"),
    ]);
    expectQuestions(result, [
      { ...TWO[0]!, explanation: "Ketamine blocks the NMDA receptor.\nIt also raises blood pressure.", reference: "Miller, chapter 26" },
      { ...TWO[1]!, tags: ["Pharmacology", "Volatiles"] },
    ]);
  });

  it("5. `Question 1:` stems, keys in bold and no key line", async () => {
    const result = await read([
      p("Question 1: Which drug is an NMDA antagonist?"),
      p("A. Propofol"),
      p({ text: "B. ", bold: true }, { text: "Ketamine", bold: true }),
      p("C. Etomidate"),
      p("D. Thiopentone"),
      p("Question 2: The MAC of sevoflurane in adults is about"),
      p("A. 1.15%"),
      p("B. ", { text: "2%", bold: true }),
      ...["C. 6%", "D. 0.75%", "E. 105%"].map((text) => p(text)),
    ]);
    expectQuestions(result, TWO);
  });

  it("6. Word's automatic numbering: stems numbered, options lettered a level below, bold keys", async () => {
    const result = await read([
      li(1, 0, "Which drug is an NMDA antagonist?"),
      li(1, 1, "Propofol"),
      li(1, 1, { text: "Ketamine", bold: true }),
      li(1, 1, "Etomidate"),
      li(1, 1, "Thiopentone"),
      li(1, 0, "The MAC of sevoflurane in adults is about"),
      li(1, 1, "1.15%"),
      li(1, 1, { text: "2%", bold: true }),
      ...["6%", "0.75%", "105%"].map((text) => li(1, 1, text)),
    ]);
    expectQuestions(result, TWO);
  });

  it("7. typed stems with an automatically lettered list of options, keys underlined", async () => {
    const result = await read([
      p("1. Which drug is an NMDA antagonist?"),
      li(2, 0, "Propofol"),
      li(2, 0, { text: "Ketamine", underline: true }),
      li(2, 0, "Etomidate"),
      li(2, 0, "Thiopentone"),
      p("2. The MAC of sevoflurane in adults is about"),
      li(2, 0, "1.15%"),
      li(2, 0, { text: "2%", underline: true }),
      ...["6%", "0.75%", "105%"].map((text) => li(2, 0, text)),
    ]);
    expectQuestions(result, TWO);
  });

  it("8. automatically numbered stems and options at one level, closed by `Answer:` lines", async () => {
    const result = await read([
      li(1, 0, "Which drug is an NMDA antagonist?"),
      ...["Propofol", "Ketamine", "Etomidate", "Thiopentone"].map((text) => li(2, 0, text)),
      p("Answer: B"),
      li(1, 0, "The MAC of sevoflurane in adults is about"),
      ...["1.15%", "2%", "6%", "0.75%", "105%"].map((text) => li(2, 0, text)),
      p("Answer: B"),
    ]);
    expectQuestions(result, TWO);
  });

  it("9. highlighted keys and a trailing `*`", async () => {
    const result = await read([
      p("1. Which drug is an NMDA antagonist?"),
      p("A. Propofol"),
      p("B. ", { text: "Ketamine", highlight: "yellow" }),
      p("C. Etomidate"),
      p("D. Thiopentone"),
      p("2. The MAC of sevoflurane in adults is about"),
      ...["A. 1.15%", "B. 2%*", "C. 6%", "D. 0.75%", "E. 105%"].map((text) => p(text)),
    ]);
    expectQuestions(result, TWO);
  });

  it("10. smart quotes, non-breaking spaces, soft line breaks and words split into runs change nothing", async () => {
    const result = await read([
      p("1.\u00a0Which drug is an ", "NM", "DA", " antag", "onist?"),
      p({ text: "A.\u00a0Propofol" }, { text: "B. Ketamine", softBreakBefore: true }, { text: "C. Etomidate", softBreakBefore: true }),
      p("D. Thio", "pentone"),
      p("Answer:\u00a0\u201cB\u201d"),
      p("2. The MAC of sevoflurane in adults is about"),
      p("A. 1.15%\tB. 2%\tC. 6%\tD. 0.75%\tE. 105%"),
      p("Answer \u2013 B"),
    ]);
    expectQuestions(result, TWO);
  });

  it("11. a stem over two paragraphs, with a picture and its alt text", async () => {
    const png = Buffer.from(await makeImage(20, 10));
    const result = await read(
      [
        p("1. A 45-year-old man has this ECG."),
        { runs: [], image: 0 },
        p("Which drug is an NMDA antagonist?"),
        ...["A. Propofol", "B. Ketamine", "C. Etomidate", "D. Thiopentone"].map((text) => p(text)),
        p("Answer: B"),
      ],
      [{ bytes: png, extension: "png", alt: "ECG: sinus rhythm" }],
    );
    expectQuestions(result, [{ ...TWO[0]!, stem: "A 45-year-old man has this ECG. Which drug is an NMDA antagonist?" }]);
    expect(result.questions[0]!.image).toBe(0);
    expect(result.images[0]).toMatchObject({ contentType: "image/png", alt: "ECG: sinus rhythm" });
    expect(Buffer.compare(Buffer.from(result.images[0]!.bytes!), png)).toBe(0);
  });

  it("12. explanation text after the key line until the next stem; bullets in it stay explanation", async () => {
    const result = await read([
      p("1. Which drug is an NMDA antagonist?"),
      p("A. Propofol B. Ketamine C. Etomidate D. Thiopentone"),
      p("Ans: B"),
      p("Ketamine is a phencyclidine derivative."),
      li(3, 0, "It is a bronchodilator."),
      p("2. The MAC of sevoflurane in adults is about"),
      p("A. 1.15% B. 2% C. 6% D. 0.75% E. 105%"),
      p("Ans: B"),
    ]);
    expectQuestions(result, [{ ...TWO[0]!, explanation: "Ketamine is a phencyclidine derivative.\nIt is a bronchodilator." }, TWO[1]!]);
  });

  it("13. two-option questions and a key in lower-case letters with a dot", async () => {
    const result = await read([p("1. Is propofol an NMDA antagonist?"), p("a. Yes"), p("b. No"), p("Answer: b.")]);
    expectQuestions(result, [{ stem: "Is propofol an NMDA antagonist?", options: ["Yes", "*No"] }]);
  });

  it("names a picture that cannot be a question image (a Windows metafile) on its question", async () => {
    const result = await read(
      [p("1. Which rhythm?"), { runs: [], image: 0 }, p("A. Sinus"), p("B. Flutter"), p("Answer: A")],
      [{ bytes: Buffer.from("not really an emf"), extension: "emf" }],
    );
    expect(result.problems).toEqual([
      { question: 1, message: "Question 1 (‘Which rhythm?’): its picture is X-EMF; only PNG, JPEG or WebP pictures are taken" },
    ]);
  });
});
