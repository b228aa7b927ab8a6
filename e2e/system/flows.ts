/** Account and order steps the system tests share, through the public API only. */
import { expect } from "@playwright/test";
import { mcq, newLearnerDetails, receiptPng, uniqueName, uniqueTransaction } from "../fixtures";
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

export type QuizQuestion = { id: string; question: string; optionsList: { id: string; option: string }[] };
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

/** A subject made by the admin; its id. */
export async function createSubjectOn(admin: Session, server: Target, price: number): Promise<{ id: string; name: string }> {
  const reply = await admin.post(server, "/api/subjects/create", { name: uniqueName("System Subject"), price });
  expect(reply.status, `create subject: ${describeReply(reply)}`).toBe(201);
  return reply.json.data as { id: string; name: string };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

type QuizWindow = { opensAt: Date; closesAt: Date };

/**
 * A quiz of the subject with these questions; its id. With `opensInMinutes`, a grand test any
 * registered learner may sit, whose window opens then (negative: already open) for two hours; with
 * `window`, one open then, and `quizTime` minutes each (10 by default).
 */
export async function createQuizOn(
  admin: Session,
  server: Target,
  subjectId: string,
  questions: string[],
  { opensInMinutes, window, quizTime = 10 }: { opensInMinutes?: number; window?: QuizWindow; quizTime?: number } = {},
) {
  const schedule =
    window ??
    (opensInMinutes === undefined
      ? undefined
      : { opensAt: new Date(inMinutes(opensInMinutes)), closesAt: new Date(inMinutes(opensInMinutes + 120)) });
  const reply = await admin.post(server, "/api/quiz/add", {
    name: uniqueName(schedule ? "System Grand Test" : "System Quiz"),
    description: "Sat across instances.",
    quizTime,
    eachMCQMarks: 1,
    subject: subjectId,
    questions: questions.map((text) => mcq(text)),
    ...(schedule
      ? { kind: "grand_test", opensAt: schedule.opensAt.toISOString(), closesAt: schedule.closesAt.toISOString(), access: "registered" }
      : {}),
  });
  expect(reply.status, `create quiz: ${describeReply(reply)}`).toBe(201);
  return reply.json.data.id as string;
}

/** A new learner on `server` who owns every subject: the monthly plan, approved by the admin on `adminServer`. */
export async function learnerWithEverySubject(server: Target, admin: Session, adminServer: Target, label: string): Promise<Learner> {
  const learner = await signedInLearner(server, label);
  await approvePayment(admin, adminServer, await orderMonthlyPlan(learner, server));
  return learner;
}

/** Moves a grand test's window (before it opens) to open `opensInMinutes` from now, for two hours. */
export async function moveWindow(admin: Session, server: Target, quizId: string, opensInMinutes: number) {
  const window = { opensAt: inMinutes(opensInMinutes), closesAt: inMinutes(opensInMinutes + 120) };
  const reply = await admin.post(server, "/api/quiz/update", { ...(await editableQuiz(admin, server, quizId)), ...window });
  expect(reply.status, `move the window: ${describeReply(reply)}`).toBe(200);
}

/** The editor's update payload of a stored quiz: its questions and options as they are. */
export async function editableQuiz(admin: Session, server: Target, quizId: string) {
  const reply = await admin.get(server, `/api/quiz/${quizId}`);
  expect(reply.status, `read quiz ${quizId}: ${describeReply(reply)}`).toBe(200);
  const quiz = reply.json.data as {
    name: string;
    description: string;
    quizTime: number;
    subject: { id: string };
    questions: QuizQuestion[];
  };
  return {
    id: quizId,
    name: quiz.name,
    description: quiz.description,
    quizTime: quiz.quizTime,
    subject: quiz.subject.id,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      question: question.question,
      options: question.optionsList.map((option) => ({ id: option.id, option: option.option })),
    })),
  };
}

/** An order of these subjects with a PNG proof, as checkout sends it; the reply. */
export const orderSubjects = (learner: Learner, server: Target, subjectIds: string[]) =>
  learner.session.send(server, "POST", "/api/payment/add", {
    form: proofForm({
      bankName: "HBL",
      accountHolder: learner.name,
      transactionId: uniqueTransaction(),
      isMonthlySub: "NO",
      cart: JSON.stringify(subjectIds.map((subjectId) => ({ subjectId }))),
    }),
  });
