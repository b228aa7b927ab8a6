import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/quiz/import/route";
import { getDb } from "@/db/client";
import { questions } from "@/db/schema";
import { docx, li, p } from "../support/docx";
import { call } from "../support/http";
import { makeImage } from "../support/images";
import { rowCounts, sheetSetup } from "../support/sheets";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();

const asBytes = (buffer: Buffer) => new Uint8Array(buffer) as Uint8Array<ArrayBuffer>;
const idOf = (body: Record<string, unknown>) => (body.data as { id: string }).id;

async function bankWithPicture() {
  const png = Buffer.from(await makeImage(30, 20));
  return asBytes(
    docx(
      [
        p("Anaesthesia MCQs"),
        p("1. A 45-year-old man has this ECG. What is the rhythm?"),
        { runs: [], image: 0 },
        ...["A. Sinus rhythm", "B. Atrial fibrillation", "C. Atrial flutter"].map((text) => p(text)),
        p("Answer: B"),
        p("Explanation: Irregularly irregular, no P waves."),
        p("Reference: ECG made easy"),
        p("Tags: Cardiology"),
        li(1, 0, "Which drug is an NMDA antagonist?"),
        li(1, 1, "Propofol"),
        li(1, 1, { text: "Ketamine", bold: true }),
      ],
      { images: [{ bytes: png, extension: "png", alt: "12-lead ECG" }] },
    ),
  );
}

describe("POST /api/quiz/import with a Word document", () => {
  it("previews every question in a dry run, writing nothing; then creates the quiz with the picture stored", async () => {
    const { upload, content } = await sheetSetup();
    const file = await bankWithPicture();
    const before = await rowCounts();
    const dry = await upload(file, { format: "docx", dryRun: "true" }, undefined, "bank.docx");
    expect(dry.status).toBe(200);
    expect(dry.body.message).toMatch(/^will create 1 quiz, 2 questions, \d+ new tags?$/);
    const preview = (dry.body.data as { preview: { questions: unknown[]; problems: unknown[] } }).preview;
    expect(preview.problems).toEqual([]);
    expect(preview.questions).toEqual([
      {
        number: 1,
        title: null,
        question: "A 45-year-old man has this ECG. What is the rhythm?",
        options: [
          { option: "Sinus rhythm", isCorrect: false },
          { option: "Atrial fibrillation", isCorrect: true },
          { option: "Atrial flutter", isCorrect: false },
        ],
        explanation: "Irregularly irregular, no P waves.",
        reference: "ECG made easy",
        tags: ["Cardiology"],
        image: { alt: "12-lead ECG" },
      },
      {
        number: 2,
        title: null,
        question: "Which drug is an NMDA antagonist?",
        options: [
          { option: "Propofol", isCorrect: false },
          { option: "Ketamine", isCorrect: true },
        ],
        explanation: "",
        reference: null,
        tags: [],
        image: null,
      },
    ]);
    expect(await rowCounts()).toEqual(before);

    const created = await upload(file, { format: "docx" }, undefined, "bank.docx");
    expect(created.status).toBe(201);
    const saved = await content(idOf(created.body));
    expect(saved.map((question) => question.options.map((option) => option.isAnswer))).toEqual([
      [false, true, false],
      [false, true],
    ]);
    const rows = await getDb()
      .select({ imageKey: questions.imageKey, imageAlt: questions.imageAlt })
      .from(questions)
      .where(eq(questions.quizId, idOf(created.body)))
      .orderBy(questions.position);
    expect(rows[0]!.imageKey).toMatch(/^images\//);
    expect(rows[0]!.imageAlt).toBe("12-lead ECG");
    expect(rows[1]!.imageKey).toBeNull();
  });

  it("names every problem by question number and first words, previews all questions, stores nothing", async () => {
    const { upload } = await sheetSetup();
    const file = asBytes(
      docx([
        p("1. Fine question?"),
        p("A. x B. y"),
        p("Answer: A"),
        p("2. A 45-year-old man collapses after spinal anaesthesia. What next?"),
        p("A. Wait"),
        p("B. Ephedrine"),
        p("3. Which two are true?"),
        p("A. ", { text: "one", bold: true }),
        p("B. ", { text: "two", bold: true }),
        p("C. three"),
        p("4. Lonely"),
        p("A. only"),
        p("Answer: A"),
      ]),
    );
    const before = await rowCounts();
    for (const dryRun of ["true", "false"]) {
      const answer = await upload(file, { format: "docx", dryRun }, undefined, "bank.docx");
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe("file");
      expect(answer.body.message).toBe("Question 2 (‘A 45-year-old man collapses after spina…’): no answer marked (and 2 more problems)");
      expect(answer.body.errors).toEqual([
        { question: 2, message: "Question 2 (‘A 45-year-old man collapses after spina…’): no answer marked" },
        { question: 3, message: "Question 3 (‘Which two are true?’): two answers marked in a single-best-answer question" },
        { question: 4, message: "Question 4 (‘Lonely’): only one option" },
      ]);
      const preview = answer.body.preview as { questions: { number: number }[]; problems: unknown[] };
      expect(preview.questions.map((question) => question.number)).toEqual([1, 2, 3, 4]);
      expect(preview.problems).toEqual(answer.body.errors);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("appends a Word document to a saved quiz: a dry run says what it will add, then adds it", async () => {
    const { upload, admin, content } = await sheetSetup();
    const created = await upload(await bankWithPicture(), { format: "docx" }, undefined, "bank.docx");
    const quizId = idOf(created.body);
    const more = asBytes(docx([p("Q1. Appended question?"), p("(a) no (b) yes"), p("Ans: b")]));
    const send = (dryRun: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ quizId, format: "docx", dryRun })) form.set(key, value);
      form.set("file", new File([more], "more.docx"));
      return call(importRoute, { cookie: admin.cookie, body: form });
    };
    const dry = await send("true");
    expect(dry.status).toBe(200);
    expect(dry.body.message).toMatch(/^will add 1 question and 0 new tags to "/);
    expect((dry.body.data as { preview: { questions: unknown[] } }).preview.questions).toHaveLength(1);
    expect(await content(quizId)).toHaveLength(2);
    const added = await send("false");
    expect(added.status).toBe(201);
    const saved = await content(quizId);
    expect(saved).toHaveLength(3);
    expect(saved[2]).toMatchObject({
      question: "Appended question?",
      options: [
        { option: "no", isAnswer: false },
        { option: "yes", isAnswer: true },
      ],
    });
  });

  it("answers the same preview for GIFT, Aiken and spreadsheets", async () => {
    const { upload, admin, subject } = await sheetSetup();
    const gift = await call(importRoute, {
      cookie: admin.cookie,
      json: {
        subjectId: subject.id,
        name: "Gift preview",
        quizTime: 10,
        eachMCQMarks: 1,
        format: "gift",
        text: "Which?{=yes ~no}",
        dryRun: true,
      },
    });
    expect(gift.body.message).toBe("will create 1 quiz, 1 question, 0 new tags");
    expect((gift.body.data as { preview: unknown }).preview).toEqual({
      questions: [
        {
          number: 1,
          title: null,
          question: "Which?",
          options: [
            { option: "yes", isCorrect: true },
            { option: "no", isCorrect: false },
          ],
          explanation: "",
          reference: null,
          tags: [],
          image: null,
        },
      ],
      problems: [],
    });
    const csv = await upload("question,A,B,correct\nWhich?,yes,no,B\n", { format: "csv", dryRun: "true" });
    expect(csv.status).toBe(200);
    const sheetPreview = (csv.body.data as { preview: { questions: { options: unknown[] }[] } }).preview;
    expect(sheetPreview.questions[0]!.options).toEqual([
      { option: "yes", isCorrect: false },
      { option: "no", isCorrect: true },
    ]);
  });
});
