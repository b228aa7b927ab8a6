import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import {
  createSubject,
  uniqueColourPng,
  signInAsAdmin,
  signInAsNewLearner,
  uniqueName,
  uniqueTransaction,
  type SubjectFixture,
} from "../fixtures";

export type QuizFixture = { id: string; name: string; questions: string[] };
type QuizOptions = { questions?: number; minutes?: number; name?: string };

/** A quiz of `questions` questions ("Q1?"…; option "Right" is the key) and `minutes` minutes, made by the admin API. */
export async function createQuizOf(
  admin: APIRequestContext,
  subjectId: string,
  { questions = 3, minutes = 10, name = uniqueName("Feel Quiz") }: QuizOptions = {},
): Promise<QuizFixture> {
  const texts = Array.from({ length: questions }, (_, index) => `Q${index + 1}?`);
  const data = {
    name,
    description: "Read each question carefully.",
    quizTime: minutes,
    eachMCQMarks: 1,
    subject: subjectId,
    questions: texts.map((question) => ({
      question,
      eachMCQMarks: 1,
      options: [
        { option: `Right ${question}`, isCorrect: true },
        { option: `Wrong ${question}`, isCorrect: false },
        { option: `Other ${question}`, isCorrect: false },
      ],
    })),
  };
  const response = await admin.post("/api/quiz/add", { data });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()).data as { id: string }).id, name, questions: texts };
}

/**
 * A new learner (signed in on `learner`) who holds a new subject with one quiz: the admin (a
 * context of its own) creates both and approves the learner's order for the subject.
 */
export async function learnerOwningQuiz(browser: Browser, learner: APIRequestContext, quiz: QuizOptions = {}) {
  const adminContext = await browser.newContext();
  try {
    const admin = adminContext.request;
    await signInAsAdmin(admin);
    const subject: SubjectFixture = await createSubject(admin, uniqueName("Feel Subject"), 300);
    const created = await createQuizOf(admin, subject.id, quiz);
    const account = await signInAsNewLearner(learner);
    await buyAndApprove(admin, learner, subject);
    return { account, subject, quiz: created };
  } finally {
    await adminContext.close();
  }
}

/** The learner (signed in on `learner`) buys an existing subject (the demo's, say); the admin, in a context of its own, approves the order. */
export async function buyApproved(browser: Browser, learner: APIRequestContext, subject: Pick<SubjectFixture, "id" | "price">) {
  const adminContext = await browser.newContext();
  try {
    await signInAsAdmin(adminContext.request);
    await buyAndApprove(adminContext.request, learner, subject);
  } finally {
    await adminContext.close();
  }
}

/** The learner orders the subject by bank transfer, with a proof of their own; the admin approves it. */
async function buyAndApprove(admin: APIRequestContext, learner: APIRequestContext, subject: Pick<SubjectFixture, "id" | "price">) {
  const amount = String(subject.price);
  const form = { bankName: "UBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "NO", amount };
  const placed = await learner.post("/api/payment/add", {
    multipart: {
      ...form,
      cart: JSON.stringify([{ subjectId: subject.id, price: subject.price }]),
      file: { name: "transfer.png", mimeType: "image/png", buffer: uniqueColourPng() },
    },
  });
  expect(placed.status()).toBe(201);
  const paymentId = ((await placed.json()).data as { id: string }).id;
  expect((await admin.post("/api/payment/update-status", { data: { paymentId, accepted: true, confirmReusedProof: true } })).status()).toBe(
    200,
  );
}

/** Starts and ends an attempt through the API (no answers): one of the quiz's attempts used. */
export async function useAttempt(learner: APIRequestContext, quizId: string) {
  const started = await learner.post("/api/quiz/start", { data: { quizId } });
  expect(started.status()).toBe(200);
  const attemptId = ((await started.json()).data as { id: string }).id;
  expect((await learner.post("/api/quiz/end", { data: { quizAttemptId: attemptId } })).status()).toBe(200);
  return attemptId;
}
