import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readDocxBytes } from "@/lib/quizzes/docx-convert";
import { documentChunks } from "@/lib/quizzes/docx-chunks";
import { docx, li, p, type DocxImageSpec, type Para, type Run } from "../support/docx";
import { makeImage } from "../support/images";

/**
 * The reader cuts a long document's body into parts that mammoth reads one at a time. Here the
 * parts it reads are recorded, and `cutEverywhere` makes it cut after every element where a cut
 * is allowed, so a small document is read in as many parts as it can be.
 */
const seen = vi.hoisted(() => ({ cutEverywhere: false, chunks: [] as string[] }));
vi.mock("@/lib/quizzes/docx-chunks", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/quizzes/docx-chunks")>();
  return {
    ...actual,
    *documentChunks(xml: string, chunkChars?: number) {
      for (const chunk of actual.documentChunks(xml, seen.cutEverywhere ? 1 : chunkChars)) {
        seen.chunks.push(chunk);
        yield chunk;
      }
    },
  };
});
beforeEach(() => {
  seen.cutEverywhere = false;
  seen.chunks = [];
});
afterEach(() => {
  seen.cutEverywhere = false;
});

const SUBJECT = 'The file "bank.docx"';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const documentOf = (body: string) => `<?xml version="1.0"?><w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`;
const para = (text: string, inside = "") => `<w:p>${inside}<w:r><w:t>${text}</w:t></w:r></w:p>`;
const bodyOf = (chunk: string) => chunk.slice(chunk.indexOf("<w:body>") + 8, chunk.indexOf("</w:body>"));

describe("Word import: a long document's body cut into parts", () => {
  it("leaves a short document whole, and gives each part the whole document's opening and closing", () => {
    const xml = documentOf([1, 2, 3].map((n) => para(`P${n}`)).join(""));
    expect([...documentChunks(xml)]).toEqual([xml]);
    const parts = [...documentChunks(xml, 1)];
    expect(parts.map(bodyOf)).toEqual([para("P1"), para("P2"), para("P3"), "<w:sectPr/>"]);
    for (const part of parts) expect(part).toMatch(/^<\?xml version="1.0"\?><w:document [^>]+><w:body>.*<\/w:body><\/w:document>$/);
  });

  it("never cuts inside a table, a field over several paragraphs, or after a paragraph whose mark was deleted", () => {
    const table = `<w:tbl><w:tr><w:tc>${para("cell 1")}${para("cell 2")}</w:tc></w:tr><w:tr attr="a>b"><w:tc>${para("cell 3")}</w:tc></w:tr></w:tbl>`;
    const fieldStart = para("link", '<w:r><w:fldChar w:fldCharType="begin"/></w:r>');
    const fieldEnd = para("end", '<w:r><w:fldChar w:fldCharType="end"/></w:r>');
    const deleted = para("joined", '<w:pPr><w:rPr><w:del w:id="1" w:author="A"/></w:rPr></w:pPr>');
    const body = [
      para("P1"),
      table,
      para("P2"),
      fieldStart,
      para("inside"),
      fieldEnd,
      deleted,
      para("next"),
      "<!-- a <w:p> comment -->",
      para("last"),
    ];
    const parts = [...documentChunks(documentOf(body.join("")), 1)].map(bodyOf);
    expect(parts).toEqual([
      para("P1"),
      table,
      para("P2"),
      fieldStart + para("inside") + fieldEnd,
      deleted + para("next"),
      "<!-- a <w:p> comment -->" + para("last"),
      "<w:sectPr/>",
    ]);
  });

  it("does not cut a document that cites footnotes, or that names Word's namespace other than `w:`", () => {
    const notes = documentOf(para("P1") + para("P2", '<w:r><w:footnoteReference w:id="1"/></w:r>') + para("P3"));
    expect([...documentChunks(notes, 1)]).toEqual([notes]);
    const other = documentOf(para("P1") + para("P2")).replaceAll("w:", "x:");
    expect([...documentChunks(other, 1)]).toEqual([other]);
  });
});

/** A bank written with Word's own numbering: stems numbered, options lettered a level below, keys in bold, a picture now and then. */
function autoNumberedBank(count: number, png: Buffer): { paragraphs: Para[]; images: DocxImageSpec[] } {
  const images: DocxImageSpec[] = [];
  const paragraphs = Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const stem: Para = li(1, 0, `A patient number ${number} presents for surgery; which finding ${number} is most likely?`);
    if (number % 40 === 7) {
      stem.image = images.length;
      images.push({ bytes: png, extension: "png", alt: `Trace of question ${number}` });
    }
    const options = ["Anaphylaxis", "Ischaemia", "Embolism", "Pneumothorax", "Spasm"].map((option, at) =>
      li(1, 1, { text: `${option} ${number}`, bold: at === number % 5 }),
    );
    return [stem, ...options, p(`Explanation: the reason for question ${number}.`)];
  }).flat();
  return { paragraphs, images };
}

describe("Word import: a document read in parts reads as the whole", () => {
  it("counts automatically numbered stems and lettered options across the cuts, with each picture on its question", async () => {
    const count = 300;
    const { paragraphs, images } = autoNumberedBank(count, Buffer.from(await makeImage(20, 10)));
    const read = await readDocxBytes(docx(paragraphs, { images }), SUBJECT);

    // Read in several parts, and at least one cut falls between a stem and its options.
    expect(seen.chunks.length).toBeGreaterThan(1);
    expect(seen.chunks.slice(1).some((chunk) => bodyOf(chunk).startsWith('<w:p><w:pPr><w:numPr><w:ilvl w:val="1"/>'))).toBe(true);
    expect(read.problems).toEqual([]);
    expect(read.questions).toHaveLength(count);
    read.questions.forEach((question, index) => {
      const number = index + 1;
      expect(question.number).toBe(number);
      expect(question.question).toBe(`A patient number ${number} presents for surgery; which finding ${number} is most likely?`);
      expect(question.options.map((option) => option.option)).toEqual(
        ["Anaphylaxis", "Ischaemia", "Embolism", "Pneumothorax", "Spasm"].map((option) => `${option} ${number}`),
      );
      expect(question.options.findIndex((option) => option.isCorrect)).toBe(number % 5);
      expect(question.explanation).toBe(`the reason for question ${number}.`);
      if (number % 40 === 7) expect(read.images[question.image!]!.alt).toBe(`Trace of question ${number}`);
      else expect(question.image).toBeUndefined();
    });
    expect(read.images.every((image) => image.bytes !== null)).toBe(true);
  });

  const RUN: fc.Arbitrary<Run> = fc.oneof(
    fc.constantFrom(
      "Which drug",
      "Propofol",
      "Ketamine 1.5 mg",
      "A. Etomidate",
      "(b) Thiopentone",
      "Answer: C",
      "Ans: a",
      "Tags: x, y",
      "Explanation: why",
    ),
    fc.record({ text: fc.constantFrom("Ketamine", "B. Sux", "2) Stem"), bold: fc.boolean(), softBreakBefore: fc.boolean() }),
  );
  const PARA: fc.Arbitrary<Para> = fc.oneof(
    fc.array(RUN, { minLength: 1, maxLength: 3 }).map((runs) => p(...runs)),
    fc
      .tuple(fc.constantFrom(1, 2, 3), fc.constantFrom(0, 1), fc.array(RUN, { minLength: 1, maxLength: 2 }))
      .map(([numId, level, runs]) => li(numId, level, ...runs)),
    fc.constantFrom(p("1. A typed stem"), p("Q2. Another stem"), { runs: ["A heading"], style: "Heading1" } as Para),
  );

  it("writes the same questions and problems read in as many parts as it can be cut into as read whole", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(PARA, { minLength: 1, maxLength: 30 }), async (paragraphs) => {
        seen.chunks = [];
        seen.cutEverywhere = false;
        const bytes = docx([p("1. First stem"), ...paragraphs]);
        const whole = await readDocxBytes(bytes, SUBJECT);
        expect(seen.chunks).toHaveLength(1);
        seen.cutEverywhere = true;
        const cut = await readDocxBytes(bytes, SUBJECT);
        seen.cutEverywhere = false;
        expect(seen.chunks.length).toBe(1 + paragraphs.length + 2);
        expect(cut).toEqual(whole);
      }),
      { numRuns: 60 },
    );
  });
});
