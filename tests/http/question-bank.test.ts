import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as add } from "@/app/api/quiz/add/route";
import { POST as update } from "@/app/api/quiz/update/route";
import type { QuizView } from "@/lib/quizzes/views";
import { editPayload, makeSubject, quizPayload } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

const imageKey = () => `images/${randomUUID()}`;

/** A payload whose first question carries every bank field. */
function bankPayload(subjectId: string, tags = ["ECG", "Cardiology"]) {
  const payload = quizPayload(subjectId, { count: 2 });
  const [first, second] = payload.questions;
  return {
    ...payload,
    questions: [
      {
        ...first!,
        imageKey: imageKey(),
        imageAlt: "Lead II strip",
        reference: "Miller's Anesthesia 9e, ch. 27",
        tags,
        options: first!.options.map((option, index) => ({ ...option, explanation: `Why ${index}` })),
      },
      second!,
    ],
  };
}

async function addAndRead(cookie: string, payload: unknown): Promise<QuizView> {
  const { status, body } = await call(add, { cookie, json: payload });
  expect(status).toBe(201);
  const { body: read } = await call(getQuiz, { cookie, params: { id: (body.data as { id: string }).id } });
  return read.data as QuizView;
}

describe("quiz payload: bank fields", () => {
  it("stores image, alt text, reference, tags and option explanations; tags are created on first use", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const payload = bankPayload(subject.id, ["ECG", "ecg", "Cardiology "]);
    const quiz = await addAndRead(admin.cookie, payload);
    const storedKey = (payload.questions[0] as { imageKey: string }).imageKey;
    const [first, second] = quiz.questions;
    expect(first).toMatchObject({
      imageKey: storedKey,
      imageUrl: `/api/files/${storedKey}`,
      imageAlt: "Lead II strip",
      reference: "Miller's Anesthesia 9e, ch. 27",
      tags: ["Cardiology", "ECG"],
    });
    expect(first!.optionsList.map((option) => option.explanation)).toEqual(["Why 0", "Why 1", "Why 2"]);
    expect(second!.tags).toEqual([]);
    expect(second!.imageUrl).toBeUndefined();
  });

  it("refuses a tag over 40 characters and an 11th tag with 400 naming the field, writing nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const long = await call(add, { cookie: admin.cookie, json: bankPayload(subject.id, ["x".repeat(41)]) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("questions.0.tags.0");
    expect(long.body.message).toMatch(/40 characters/);
    const many = await call(add, {
      cookie: admin.cookie,
      json: bankPayload(
        subject.id,
        Array.from({ length: 11 }, (_, i) => `t${i}`),
      ),
    });
    expect(many.status).toBe(400);
    expect(many.body.field).toBe("questions.0.tags");
    const badImage = await call(add, {
      cookie: admin.cookie,
      json: { ...bankPayload(subject.id), questions: [{ ...bankPayload(subject.id).questions[0], imageKey: "notes/x" }] },
    });
    expect(badImage.status).toBe(400);
    expect(badImage.body.field).toBe("questions.0.imageKey");
  });

  it("never sends option explanations, references or tags to a learner before the attempt; the quiz detail has no image", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const subject = await makeSubject();
    const quiz = await addAndRead(admin.cookie, bankPayload(subject.id));
    const { entitle } = await import("../support/catalogue");
    await entitle(learner.id, subject.id);
    const { status, body } = await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } });
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    for (const secret of ["Why 0", "Miller", "Cardiology", "isAnswer", "images/"]) expect(text).not.toContain(secret);
  });

  it("edit mode changes image, reference, tags and option explanations, and still refuses key changes", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const quiz = await addAndRead(admin.cookie, bankPayload(subject.id));
    const edit = (change: (question: QuizView["questions"][number]) => Record<string, unknown>) => editPayload(quiz, change);
    const newKey = imageKey();
    const changed = await call(update, {
      cookie: admin.cookie,
      json: edit((question) => ({
        imageKey: question === quiz.questions[0] ? null : newKey,
        reference: "Stoelting 7e",
        tags: ["Airway"],
        options: question.optionsList.map((option) => ({ id: option.id, option: option.option, explanation: "Edited" })),
      })),
    });
    expect(changed.status).toBe(200);
    const { body } = await call(getQuiz, { cookie: admin.cookie, params: { id: quiz.id } });
    const [first, second] = (body.data as QuizView).questions;
    expect(first).toMatchObject({ reference: "Stoelting 7e", tags: ["Airway"] });
    expect(first!.imageUrl).toBeUndefined();
    expect(second).toMatchObject({ imageKey: newKey, imageAlt: null });
    expect(first!.optionsList[1]!.explanation).toBe("Edited");
    // Omitted fields keep their stored values.
    const untouched = await call(update, { cookie: admin.cookie, json: edit(() => ({})) });
    expect(untouched.status).toBe(200);
    const { body: again } = await call(getQuiz, { cookie: admin.cookie, params: { id: quiz.id } });
    expect((again.data as QuizView).questions[0]).toMatchObject({ reference: "Stoelting 7e", tags: ["Airway"] });

    const keyChange = await call(update, {
      cookie: admin.cookie,
      json: edit((question) => ({
        options: question.optionsList.map((option) => ({ id: option.id, option: option.option, isCorrect: !option.isAnswer })),
      })),
    });
    expect(keyChange.status).toBe(409);
  });
});
