import { describe, expect, it } from "vitest";
import { GET as exportQuiz } from "@/app/api/quiz/[id]/export/route";
import { POST as addQuiz } from "@/app/api/quiz/add/route";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import type { QuizView } from "@/lib/quizzes/views";
import { uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { giftSetup } from "../support/gift-import";
import { call } from "../support/http";
import { rowCounts } from "../support/sheets";

setUpTestDatabase();

/** A GIFT file of `n` questions, 4 options each, tagged from a pool of `tagPool` names. */
function giftFile(n: number, tagPool: string[]): string {
  return Array.from({ length: n }, (_, i) =>
    [
      `// [tag:${tagPool[i % tagPool.length]}]`,
      `::Q${i + 1}:: Question ${i + 1}: which dose is right? {`,
      `  =Dose ${i}#Right because ${i}.`,
      `  ~Dose ${i + 1}#Too much.`,
      `  ~Dose ${i + 2}`,
      `  ~Dose ${i + 3}#Far too much.`,
      `  ####General explanation ${i}.`,
      "}",
    ].join("\n"),
  ).join("\n\n");
}

describe("POST /api/quiz/import", () => {
  it("answers a dry run with what it would create and writes nothing; then imports 200 questions in under 5 s", async () => {
    const { admin, body, send } = await giftSetup();
    const pool = Array.from({ length: 12 }, () => uniqueName("Topic"));
    const text = giftFile(200, pool);
    const before = await rowCounts();
    const dry = await send(admin, body(text, { dryRun: true }));
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe("will create 1 quiz, 200 questions, 12 new tags");
    expect(dry.body.data).toMatchObject({ quizzes: 1, questions: 200, newTags: 12 });
    expect(await rowCounts()).toEqual(before);

    const started = performance.now();
    const imported = await send(admin, body(text));
    const elapsed = performance.now() - started;
    expect(imported.status).toBe(201);
    expect(elapsed).toBeLessThan(5000); // generous: another test file runs beside this one
    console.info(`GIFT import of 200 questions: ${Math.round(elapsed)} ms`);
    const { id } = imported.body.data as { id: string };
    const { body: read } = await call(getQuiz, { cookie: admin.cookie, params: { id } });
    const quiz = read.data as QuizView;
    expect(quiz.questions).toHaveLength(200);
    expect(quiz.questions[5]).toMatchObject({ explanation: "General explanation 5.", tags: [pool[5]] });
    expect(quiz.questions[5]!.optionsList[0]).toMatchObject({ option: "Dose 5", isAnswer: true, explanation: "Right because 5." });
  });

  it("refuses an unsupported type or a broken brace with 400 naming the line, writing nothing", async () => {
    const { admin, body, send } = await giftSetup();
    const before = await rowCounts();
    const good = "Good {=a ~b}";
    const trueFalse = await send(admin, body(`${good}\n\n// [tag:New tag]\nIs it? {T}`));
    expect(trueFalse.status).toBe(400);
    expect(trueFalse.body).toMatchObject({ field: "text", line: 4 });
    expect(trueFalse.body.message).toMatch(/^Line 4: true\/false/);
    const broken = await send(admin, body(`${good}\n\nBroken {\n=a\n~b\n\n${good}`));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^Line 3: broken brace/);
    const longTag = await send(admin, body(`${good}\n\n// [tag:${"x".repeat(41)}]\nSecond {=a ~b}`));
    expect(longTag.status).toBe(400);
    expect(longTag.body.message).toMatch(/^Line 4: tags.0: .*40 characters/);
    const manyTags = Array.from({ length: 11 }, (_, i) => `// [tag:t${i}]`).join("\n");
    const eleven = await send(admin, body(`${manyTags}\nToo many {=a ~b}`));
    expect(eleven.status).toBe(400);
    expect(eleven.body.message).toBe("Line 11: a question can have at most 10 tags.");
    expect(await rowCounts()).toEqual(before);
  });

  it("checks the quiz fields and the subject, imports Aiken too, and is for admins only", async () => {
    const { admin, subject, body, send } = await giftSetup();
    const learner = await createUser();
    expect((await send(learner, body("Q {=a ~b}"))).status).toBe(403);
    const noName = await send(admin, body("Q {=a ~b}", { name: " " }));
    expect(noName.status).toBe(400);
    const badFormat = await send(admin, body("Q {=a ~b}", { format: "xml" }));
    expect(badFormat.body.field).toBe("format");
    const unknownSubject = await send(admin, body("Q {=a ~b}", { subjectId: crypto.randomUUID() }));
    expect(unknownSubject.body.field).toBe("subjectId");
    const aiken = await send(admin, body("What is 1+1?\nA. 1\nB. 2\nANSWER: B\n", { format: "aiken" }));
    expect(aiken.status).toBe(201);
    expect(aiken.body.message).toBe("created 1 quiz, 1 question, 0 new tags");
    expect(subject.id).toBeTruthy();
  });
});

describe("GET /api/quiz/{id}/export", () => {
  it("writes GIFT that imports back to the same questions, options, keys, explanations and tags", async () => {
    const { admin, body, send } = await giftSetup();
    const pool = [uniqueName("Airway"), uniqueName("Renal")];
    const first = await send(admin, body(giftFile(5, pool) + "\n\n// [tag:Multi]\nTwo right {~%50%a#A! ~%50%b ~c = d}"));
    expect(first.status).toBe(201);
    const firstId = (first.body.data as { id: string }).id;
    const exported = await call(exportQuiz, {
      cookie: admin.cookie,
      params: { id: firstId },
      path: `/api/quiz/${firstId}/export?format=gift`,
    });
    expect(exported.status).toBe(200);
    expect(exported.response.headers.get("content-disposition")).toMatch(/attachment/);
    const text = await exported.response.text();
    const again = await send(admin, body(text));
    expect(again.status).toBe(201);
    const read = async (id: string) => ((await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView).questions;
    const content = (list: QuizView["questions"]) =>
      list.map((question) => ({
        question: question.question,
        explanation: question.explanation,
        tags: question.tags,
        options: question.optionsList.map(({ option, isAnswer, explanation }) => ({ option, isAnswer, explanation })),
      }));
    expect(content(await read((again.body.data as { id: string }).id))).toEqual(content(await read(firstId)));

    const learner = await createUser();
    expect((await call(exportQuiz, { cookie: learner.cookie, params: { id: firstId } })).status).toBe(403);
    expect((await call(exportQuiz, { cookie: admin.cookie, params: { id: crypto.randomUUID() } })).status).toBe(404);
  });
});

describe("GIFT: texts that look like GIFT, a quadratic shape, Moodle's tags", () => {
  const option = (text: string, isCorrect = false, explanation: string | null = null) => ({ option: text, isCorrect, explanation });
  const NASTY = [
    {
      question: "// Which agent is volatile? {not} ::title:: 50%",
      explanation: "Line 1\r\nLine 2\rLine 3 \\n is not a break",
      reference: "Miller [9e] \\ ch. 27",
      tags: [uniqueName("Pharma]cology"), uniqueName("Dose: calc")],
      options: [
        option("%100%Halothane", false, "#### not the question's explanation"),
        option("Sevoflurane = volatile ~ yes", true, "#1"),
        option("T"),
        option("A -> B"),
      ],
    },
    {
      question: "[html]<b>Both</b> $CATEGORY: y",
      explanation: "",
      reference: null,
      tags: [],
      options: [option("%50%a", true), option("\\", true, "\\n"), option("->")],
    },
    {
      question: "::not a title:: 👩🏽‍⚕️ שלום e\u0301",
      explanation: "####",
      reference: null,
      tags: [],
      options: [option("=", true), option("~"), option("#"), option("TRUE")],
    },
  ];

  it("exports texts that look like GIFT and imports them back with the same keys and texts", async () => {
    const { admin, subject, body, send } = await giftSetup();
    const added = await call(addQuiz, {
      cookie: admin.cookie,
      json: { name: uniqueName("Nasty"), description: "d", quizTime: 10, eachMCQMarks: 1, subject: subject.id, questions: NASTY },
    });
    expect(added.status).toBe(201);
    const firstId = (added.body.data as { id: string }).id;
    const exported = await call(exportQuiz, { cookie: admin.cookie, params: { id: firstId }, path: `/api/quiz/${firstId}/export` });
    expect(exported.status).toBe(200);
    const again = await send(admin, body(await exported.response.text()));
    expect(again.status).toBe(201);
    const read = async (id: string) =>
      ((await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView).questions.map((question) => ({
        question: question.question,
        explanation: question.explanation,
        reference: question.reference,
        tags: question.tags,
        options: question.optionsList.map(({ option, isAnswer, explanation }) => ({ option, isAnswer, explanation })),
      }));
    const original = await read(firstId);
    expect(original.map((question) => question.question)).toEqual(NASTY.map((question) => question.question));
    const reimported = await read((again.body.data as { id: string }).id);
    expect(reimported).toEqual(original);
    expect(reimported[0]!.options[0]).toEqual({
      option: "%100%Halothane",
      isAnswer: false,
      explanation: "#### not the question's explanation",
    });
  });

  // The old parser took 10-24 s on this; the timeout fails it, at ~200 times what it takes now.
  it("answers 60,000 ~ in one question with a 400 naming the line", { timeout: 5_000 }, async () => {
    const { admin, body, send } = await giftSetup();
    const started = performance.now();
    const refused = await send(admin, body(`Q {${"~".repeat(60_000)}}`, { dryRun: true }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "text", line: 1 });
    expect(refused.body.message).toBe("Line 1: a question can have at most 10 answers.");
    console.info(`GIFT import of 60,000 "~": ${Math.round(performance.now() - started)} ms`);
  });

  it("refuses the question after the 300th, naming its line, before checking thousands of them", async () => {
    const { admin, body, send } = await giftSetup();
    const refused = await send(admin, body("Q {=a ~b}\n\n".repeat(70_000), { dryRun: true }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "text", line: 601 });
    expect(refused.body.message).toBe("Line 601: a quiz can have at most 300 questions; this is question 301.");
  });

  it("imports a Moodle comment line of two tags as two tags", async () => {
    const { admin, body, send } = await giftSetup();
    const [first, second] = [uniqueName("Pharmacology"), uniqueName("Induction")];
    const text = `// question: 1  name: Q1\n// [tag:${first}] [tag:${second}]\n::Q1::Which is an induction agent? {\n\t=Propofol\n\t~Halothane\n}\n`;
    const dry = await send(admin, body(text, { dryRun: true }));
    expect(dry.body.message).toBe("will create 1 quiz, 1 question, 2 new tags");
    const imported = await send(admin, body(text));
    expect(imported.status).toBe(201);
    const { id } = imported.body.data as { id: string };
    const quiz = (await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView;
    expect(quiz.questions[0]!.tags).toEqual([first, second].sort());
  });
});
