/** Account and order steps the system tests share, through the public API only. */
import { expect } from "@playwright/test";
import { newLearnerDetails, receiptPng, uniqueTransaction } from "../fixtures";
import { SYSTEM_ADMIN } from "../support/servers";
import { describeReply, Session, type Target } from "./api";

export type Learner = ReturnType<typeof newLearnerDetails> & { session: Session };

export async function registerLearner(server: Target, label = "learner"): Promise<Learner> {
  const details = newLearnerDetails();
  const session = new Session(label);
  const registered = await session.post(server, "/api/users/register", details);
  expect(registered.status, `register ${details.email}: ${describeReply(registered)}`).toBe(201);
  return { ...details, session };
}

export async function signIn(session: Session, server: Target, credentials: { email: string; password: string }) {
  const reply = await session.post(server, "/api/users/login", { email: credentials.email, password: credentials.password });
  expect(reply.status, `login ${credentials.email}: ${describeReply(reply)}`).toBe(200);
  expect(session.cookie, "a session cookie after login").toBeTruthy();
}

export async function signedInLearner(server: Target, label?: string): Promise<Learner> {
  const learner = await registerLearner(server, label);
  await signIn(learner.session, server, learner);
  return learner;
}

export async function signedInAdmin(server: Target): Promise<Session> {
  const admin = new Session("admin");
  await signIn(admin, server, SYSTEM_ADMIN);
  return admin;
}

export const proofForm = (fields: Record<string, string>, png = receiptPng()) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "receipt.png");
  return form;
};

/** Places a monthly-plan order (every subject) with a PNG proof; returns the payment id. */
export async function orderMonthlyPlan(learner: Learner, server: Target, png = receiptPng()): Promise<string> {
  const form = proofForm(
    { bankName: "HBL", accountHolder: learner.name, transactionId: uniqueTransaction(), isMonthlySub: "YES", cart: "[]" },
    png,
  );
  const reply = await learner.session.send(server, "POST", "/api/payment/add", { form });
  expect(reply.status, `order for ${learner.email}: ${describeReply(reply)}`).toBe(201);
  return reply.json.data.id as string;
}

export async function approvePayment(admin: Session, server: Target, paymentId: string) {
  const reply = await admin.post(server, "/api/payment/update-status", { paymentId, accepted: true, confirmReusedProof: true });
  expect(reply.status, `approve ${paymentId}: ${describeReply(reply)}`).toBe(200);
}

export type QuizQuestion = { id: string; optionsList: { id: string }[] };
export type AttemptState = {
  id: string;
  quizId: string;
  submittedAt: string | null;
  quiz: { id: string; name: string; questions: QuizQuestion[] };
  questionsAttempted: { questionId: string; selectedOptionId: string }[];
};

/** Starts (or resumes) an attempt and returns its state: the questions and the saved answers. */
export async function startAttempt(session: Session, server: Target, quizId: string): Promise<AttemptState> {
  const started = await session.post(server, "/api/quiz/start", { quizId });
  expect(started.status, `start quiz ${quizId}: ${describeReply(started)}`).toBe(200);
  return attemptState(session, server, started.json.data.id as string);
}

export async function attemptState(session: Session, server: Target, attemptId: string): Promise<AttemptState> {
  const reply = await session.get(server, `/api/quiz/quiz-attempt/${attemptId}`);
  expect(reply.status, `attempt ${attemptId}: ${describeReply(reply)}`).toBe(200);
  return reply.json.data as AttemptState;
}

/** questionId → optionId of the answers stored for an attempt. */
export const savedChoices = (state: AttemptState) =>
  Object.fromEntries(state.questionsAttempted.map((answer) => [answer.questionId, answer.selectedOptionId]));
