import { describe, expect, it } from "vitest";
import { docx, p } from "../support/docx";
import { rowCounts, sheetSetup, zipOf } from "../support/sheets";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();

const asBytes = (buffer: Buffer | Uint8Array) => new Uint8Array(buffer) as Uint8Array<ArrayBuffer>;
const oneQuestion = [p("1. Which?"), p("A. yes"), p("B. no"), p("Answer: A")];
const MB = 1024 * 1024;

/** Parts of a real document, deflated, for zips that lie about their sizes. */
const partsOf = () => {
  const content = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
  return [{ name: "[Content_Types].xml", data: Buffer.from(content) }];
};

describe("POST /api/quiz/import with a bad Word document", () => {
  const cases: [string, () => Uint8Array<ArrayBuffer>, string, number, RegExp][] = [
    [
      "an old .doc by name",
      () => asBytes(docx(oneQuestion)),
      "bank.doc",
      415,
      /is an old Word document \(\.doc\): open it in Word and save it as \.docx\.$/,
    ],
    [
      "an old .doc by content",
      () => asBytes(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
      "bank.docx",
      415,
      /save it as \.docx\.$/,
    ],
    [
      "a .docm by name",
      () => asBytes(docx(oneQuestion)),
      "bank.docm",
      415,
      /macro-enabled Word document \(\.docm\): save it as a plain \.docx\.$/,
    ],
    [
      "a .docm by content",
      () =>
        asBytes(
          docx(oneQuestion, {
            parts: {
              "[Content_Types].xml":
                '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
            },
          }),
        ),
      "bank.docx",
      415,
      /macro-enabled/,
    ],
    [
      "not a document at all",
      () => asBytes(Buffer.from("1. Which?\nA. yes\nB. no\nAnswer: A\n")),
      "bank.docx",
      415,
      /is not a Word document: save it as \.docx\.$/,
    ],
    [
      "a spreadsheet named .docx",
      () => zipOf([...partsOf(), { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") }]),
      "bank.docx",
      415,
      /is a spreadsheet, not a Word document/,
    ],
    ["an empty document", () => asBytes(docx([])), "bank.docx", 400, /is empty\.$/],
    ["a document without questions", () => asBytes(docx([p("Just some notes.")])), "bank.docx", 400, /^No questions were found/],
    [
      "a zip bomb by its directory",
      () => zipOf([...partsOf(), { name: "word/document.xml", data: Buffer.alloc(1000), declared: 500 * MB }]),
      "bank.docx",
      413,
      /unpacks to 500\.0 MB; a Word document may unpack to 60 MB at most\.$/,
    ],
    [
      "a zip bomb that lies about its size",
      () => zipOf([...partsOf(), { name: "word/document.xml", data: Buffer.alloc(5 * MB), declared: 1000 }]),
      "bank.docx",
      413,
      /refused as a zip bomb/,
    ],
    [
      "an XML entity expansion",
      () =>
        asBytes(
          docx(oneQuestion, {
            parts: {
              "word/document.xml":
                '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol2;</w:t></w:r></w:p></w:body></w:document>',
            },
          }),
        ),
      "bank.docx",
      400,
      /declares XML entities/,
    ],
    [
      "an external picture",
      () =>
        asBytes(
          docx([p("1. Which?"), { runs: [], image: 0 }, p("A. yes"), p("B. no"), p("Answer: A")], {
            images: [{ bytes: Buffer.alloc(0), extension: "png", external: true }],
          }),
        ),
      "bank.docx",
      400,
      /picture linked from outside the document, which is never fetched/,
    ],
    [
      "10,000 options in one question",
      () => asBytes(docx([p("1. Which?"), ...Array.from({ length: 10_000 }, () => p("A. again")), p("Answer: A")])),
      "bank.docx",
      400,
      /^Question 1 \(‘Which\?’\): a second option "A"/,
    ],
    [
      "10,000 options as one automatic list",
      () =>
        asBytes(
          docx([
            p("1. Which?"),
            ...Array.from({ length: 10_000 }, (_, index) => ({ runs: [`option ${index}`], list: { numId: 2, level: 0 } })),
            p("Answer: A"),
          ]),
        ),
      "bank.docx",
      400,
      /^Question 1 \(‘Which\?’\): 10,000 options; a question has at most 10$/,
    ],
    [
      "a 5 MB paragraph",
      () => asBytes(docx([p(`1. ${"x".repeat(5 * MB)}`), p("A. yes"), p("B. no"), p("Answer: A")])),
      "bank.docx",
      400,
      /^Question 1 \(‘x+…’\): Question is too long \(4,000 characters at most\)\. It has 5,242,880\.$/,
    ],
    [
      "a file over 20 MB",
      () => asBytes(Buffer.concat([docx(oneQuestion), Buffer.alloc(20 * MB)])),
      "bank.docx",
      413,
      /is too large: 20 MB at most\.$/,
    ],
    [
      "more than 3,000 questions",
      () => asBytes(docx(Array.from({ length: 3001 }, (_, index) => [p(`${index + 1}. Q${index}?`), p("A. a B. b"), p("Ans: A")]).flat())),
      "bank.docx",
      400,
      /^The document holds more than 3,000 questions: split it into smaller files\.$/,
    ],
  ];

  it.each(cases)("refuses %s with a sentence naming the problem, storing nothing", async (_, make, name, status, message) => {
    const { upload } = await sheetSetup();
    const before = await rowCounts();
    const answer = await upload(make(), { format: "docx" }, undefined, name);
    expect(answer.body.message).toMatch(message);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe("file");
    expect(await rowCounts()).toEqual(before);
  });

  it("keeps a hyperlink's text and never follows its target", async () => {
    const { upload } = await sheetSetup();
    const linked = docx(oneQuestion, {
      parts: {
        "word/document.xml":
          '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>' +
          '<w:p><w:r><w:t>1. Which?</w:t></w:r></w:p><w:p><w:r><w:t xml:space="preserve">A. </w:t></w:r><w:hyperlink r:id="rIdLink"><w:r><w:t>yes</w:t></w:r></w:hyperlink></w:p>' +
          "<w:p><w:r><w:t>B. no</w:t></w:r></w:p><w:p><w:r><w:t>Answer: A</w:t></w:r></w:p></w:body></w:document>",
        "word/_rels/document.xml.rels":
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="http://127.0.0.1:9/never" TargetMode="External"/></Relationships>',
      },
    });
    const answer = await upload(asBytes(linked), { format: "docx", dryRun: "true" }, undefined, "bank.docx");
    expect(answer.status).toBe(200);
    const preview = (answer.body.data as { preview: { questions: { options: { option: string }[] }[] } }).preview;
    expect(preview.questions[0]!.options.map((option) => option.option)).toEqual(["yes", "no"]);
  });
});
