/**
 * Two instances (docs/operations.md, "What the tests prove"): two app servers on two ports, one fresh PostgreSQL
 * database, the runner's S3 server when configured (otherwise one shared DATA_DIR for local
 * files) and one SMTP server. Nothing a learner does may depend on which instance answers.
 */
import { expect, test } from "@playwright/test";
import { DEMO_LEARNER, mcq, receiptPng } from "../fixtures";
import type { AppServer } from "../support/servers";
import { describeReply, Session, untilOn } from "./api";
import {
  approvePayment,
  attemptState,
  createQuizOn,
  createSubjectOn,
  editableQuiz,
  learnerWithEverySubject,
  moveWindow,
  orderSubjects,
  orderMonthlyPlan,
  registerLearner,
  savedChoices,
  signedInAdmin,
  signedInLearner,
  signIn,
  startAttempt,
  type AttemptState,
} from "./flows";
import { instanceGroupForSpec } from "./instance-group";

test.skip(!process.env.DATABASE_URL, "needs PostgreSQL (DATABASE_URL): PGlite serves one process only");

const group = instanceGroupForSpec("two", ["instance-a", "instance-b"]);
/** The one mail server of both instances. */
const mail = () => group.mails[0]!;
let a: AppServer;
let b: AppServer;
test.beforeAll(() => void ([a, b] = group.servers as [AppServer, AppServer]));

test("a session from one instance is valid on the other; an attempt started on A, answered on both and finished on B reads the same on A", async () => {
  const learner = new Session("demo learner");
  await signIn(learner, a, DEMO_LEARNER);
  const allowed = await learner.get(b, "/api/quiz/allowed");
  expect(allowed.status, describeReply(allowed)).toBe(200);
  const quiz = (allowed.json.data as { id: string; name: string }[]).find((entry) => entry.name === "Induction Agents");
  expect(quiz, "the demo learner may take Induction Agents").toBeTruthy();

  const state = await startAttempt(learner, a, quiz!.id);
  const resumed = await learner.post(b, "/api/quiz/start", { quizId: quiz!.id });
  expect(resumed.status, describeReply(resumed)).toBe(200);
  expect(resumed.json.data, "starting again on B resumes the attempt begun on A").toMatchObject({ id: state.id, resumed: true });

  const expected: Record<string, string> = {};
  for (const [i, question] of state.quiz.questions.entries()) {
    const server = i % 2 === 0 ? a : b;
    const option = question.optionsList[i % question.optionsList.length]!;
    const saved = await learner.post(server, "/api/quiz/submit", { quizAttemptId: state.id, questionId: question.id, optionId: option.id });
    expect(saved.status, `answer ${i + 1} on ${server.name}: ${describeReply(saved)}`).toBe(200);
    expected[question.id] = option.id;
  }
  // An answer given on A, changed on B: the later one wins wherever it is read.
  const first = state.quiz.questions[0]!;
  const changed = first.optionsList.at(-1)!;
  expect((await learner.post(b, "/api/quiz/submit", { quizAttemptId: state.id, questionId: first.id, optionId: changed.id })).status).toBe(
    200,
  );
  expected[first.id] = changed.id;
  expect(savedChoices(await attemptState(learner, a, state.id))).toEqual(expected);
  expect(savedChoices(await attemptState(learner, b, state.id))).toEqual(expected);

  const ended = await learner.post(b, "/api/quiz/end", { quizAttemptId: state.id });
  expect(ended.status, describeReply(ended)).toBe(200);
  const result = ended.json.data;
  expect(result).toMatchObject({
    quizAttemptId: state.id,
    totalAttempts: state.quiz.questions.length,
    totalQuestions: state.quiz.questions.length,
  });

  const endedAgainOnA = await learner.post(a, "/api/quiz/end", { quizAttemptId: state.id });
  expect(endedAgainOnA.status, describeReply(endedAgainOnA)).toBe(200);
  expect(endedAgainOnA.json.data, "ending again on A returns the result stored by B").toEqual(result);
  const review = await learner.get(a, `/api/quiz/result/${state.id}`);
  expect(review.status, describeReply(review)).toBe(200);
  expect(review.json.data.result).toEqual(result);
  expect(review.json.data.choices).toEqual(expected);
  const results = await learner.get(a, "/api/quiz/results");
  expect(results.status).toBe(200);
  expect((results.json.data as { id: string }[]).map((entry) => entry.id)).toContain(state.id);
  const late = await learner.post(a, "/api/quiz/submit", {
    quizAttemptId: state.id,
    questionId: first.id,
    optionId: first.optionsList[0]!.id,
  });
  expect(late.status, "an answer on A after the end on B is refused").toBe(409);
});

test("login throttling counts failures on both instances", async () => {
  test.setTimeout(60_000);
  const learner = await registerLearner(a);
  const visitor = new Session("visitor");
  const tries = [a, b, a, b, a];
  for (const [i, server] of tries.entries()) {
    const failed = await visitor.post(server, "/api/users/login", { email: learner.email, password: "not-the-password" });
    expect(failed.status, `failed login ${i + 1} on ${server.name}: ${describeReply(failed)}`).toBe(401);
  }
  for (const server of [b, a]) {
    const refused = await visitor.post(server, "/api/users/login", { email: learner.email, password: learner.password });
    expect(refused.status, `the right password on ${server.name} after 5 failures: ${describeReply(refused)}`).toBe(429);
    expect(refused.json.message).toMatch(/Too many failed sign-in attempts/);
  }
  expect(visitor.cookie, "no session was handed out").toBeNull();
  // Another account is not affected.
  const other = await registerLearner(b);
  await signIn(other.session, a, other);
});

test("a password-reset code requested on A verifies and resets on B; the send limit is shared", async () => {
  test.setTimeout(60_000);
  const learner = await signedInLearner(b);
  const visitor = new Session("visitor");
  const sent = await visitor.post(a, "/api/users/forgot", { email: learner.email });
  expect(sent.status, describeReply(sent)).toBe(200);
  const message = await mail().waitFor(learner.email);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, `a 6-digit code in "${message.text}"`).toBeTruthy();

  const wrong = code === "000000" ? "111111" : "000000";
  expect((await visitor.post(b, "/api/users/verify-otp", { email: learner.email, otp: wrong })).status, "a wrong code on B").toBe(400);
  const verified = await visitor.post(b, "/api/users/verify-otp", { email: learner.email, otp: code });
  expect(verified.status, `the code from A verified on B: ${describeReply(verified)}`).toBe(200);
  const reset = await visitor.post(b, "/api/users/reset-password", { email: learner.email, otp: code, password: "a-new-password-42" });
  expect(reset.status, describeReply(reset)).toBe(200);
  expect(
    (await visitor.post(a, "/api/users/verify-otp", { email: learner.email, otp: code })).status,
    "the used code is refused on A",
  ).toBe(400);
  await signIn(new Session("after reset"), a, { email: learner.email, password: "a-new-password-42" });
  const oldSession = await learner.session.get(a, "/api/users/profile");
  expect(oldSession.status, "the reset on B ended the session signed in on B, on A too").toBe(401);

  // Three codes per email per window, counted across instances: #2 on B, #3 on A, #4 on B refused.
  for (const [i, server] of [b, a].entries()) {
    const again = await visitor.post(server, "/api/users/forgot", { email: learner.email });
    expect(again.status, `code ${i + 2} on ${server.name}: ${describeReply(again)}`).toBe(200);
  }
  const fourth = await visitor.post(b, "/api/users/forgot", { email: learner.email });
  expect(fourth.status, `the 4th code in the window, on B: ${describeReply(fourth)}`).toBe(429);
  await mail().waitFor(learner.email, { skip: 2 });
});

test("a payment proof uploaded on A is served by B, to its owner and the admin only; approval on B unlocks on A", async () => {
  test.setTimeout(60_000);
  const learner = await signedInLearner(a, "buyer");
  const png = receiptPng(120, 90);
  const paymentId = await orderMonthlyPlan(learner, a, png);

  const payment = await learner.session.get(b, `/api/payment/${paymentId}`);
  expect(payment.status, describeReply(payment)).toBe(200);
  const imageUrl = payment.json.data.imageUrl as string;
  expect(imageUrl).toMatch(/^\/api\/files\/proofs\//);
  for (const server of [b, a]) {
    const image = await learner.session.get(server, imageUrl);
    expect(image.status, `the proof from ${server.name}`).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.body.equals(png), `the bytes uploaded on A, from ${server.name}`).toBe(true);
  }
  const stranger = await signedInLearner(b, "stranger");
  expect((await stranger.session.get(b, imageUrl)).status, "another learner cannot see the proof").toBe(404);

  const admin = await signedInAdmin(b);
  const asAdmin = await admin.get(b, imageUrl);
  expect(asAdmin.status).toBe(200);
  expect(asAdmin.body.equals(png)).toBe(true);
  expect((await learner.session.get(a, "/api/quiz/allowed")).json.data, "nothing unlocked before approval").toEqual([]);
  await approvePayment(admin, b, paymentId);
  const allowed = await learner.session.get(a, "/api/quiz/allowed");
  expect((allowed.json.data as unknown[]).length, "approval on B unlocks the quizzes on A").toBeGreaterThan(0);
});

test("a learner's note and a question image uploaded on A are served by B, the note to its owner only", async () => {
  const learner = await signedInLearner(a, "note-taker");
  const png = receiptPng(100, 80);
  const noteForm = new FormData();
  noteForm.set("name", "Airway notes");
  noteForm.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "airway.png");
  const note = await learner.session.send(a, "POST", "/api/notes/upload-note", { form: noteForm });
  expect(note.status, describeReply(note)).toBe(201);
  const noteFile = await learner.session.get(b, note.json.data.filePath);
  expect(noteFile.status, "the note from B").toBe(200);
  expect(noteFile.body.equals(png), "the bytes uploaded on A").toBe(true);
  const stranger = await signedInLearner(b, "note-stranger");
  expect((await stranger.session.get(b, note.json.data.filePath)).status, "another learner cannot open it").toBe(404);

  const admin = await signedInAdmin(a);
  const imageForm = new FormData();
  imageForm.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "figure.png");
  const image = await admin.send(a, "POST", "/api/questions/images", { form: imageForm });
  expect(image.status, describeReply(image)).toBe(201);
  const served = await admin.get(b, image.json.data.url);
  expect(served.status, "the question image from B").toBe(200);
  expect(served.headers["content-type"]).toBe("image/webp");
});

test("a sign-out everywhere on A ends the session on B within a second", async () => {
  test.setTimeout(60_000);
  const learner = await signedInLearner(a, "signs out");
  const onB = new Session("the same cookie, on B");
  onB.cookie = learner.session.cookie;
  expect((await onB.get(b, "/api/users/profile")).status).toBe(200);
  const out = await learner.session.post(a, "/api/users/logout-all", {});
  expect(out.status, describeReply(out)).toBe(200);
  await untilOn(
    () => onB.get(b, "/api/users/profile"),
    (reply) => reply.status === 401,
    1_000,
  );
});

test("an admin disabling a learner on B ends their session on A within a second", async () => {
  test.setTimeout(60_000);
  const learner = await signedInLearner(a, "disabled");
  const profile = await learner.session.get(a, "/api/users/profile");
  expect(profile.status, describeReply(profile)).toBe(200);
  const userId = (profile.json.data as { id: string }).id;
  expect(userId, "the profile names the user's id").toBeTruthy();
  const admin = await signedInAdmin(b);
  const disabled = await admin.post(b, "/api/users/status", { userId, disabled: true });
  expect(disabled.status, describeReply(disabled)).toBe(200);
  await untilOn(
    () => learner.session.get(a, "/api/users/profile"),
    (reply) => reply.status === 401 || reply.status === 403,
    1_000,
  );
});

test("an admin's deciding change on B holds on A within a second: a quiz edited and appended, a window moved, a price, a subject deleted", async () => {
  test.setTimeout(90_000);
  const admin = await signedInAdmin(b);
  const subject = await createSubjectOn(admin, b, 500);
  const quizId = await createQuizOn(admin, b, subject.id, ["First?", "Second?"]);
  const texts = (state: AttemptState) => state.quiz.questions.map((question) => question.question);

  // A has this paper in its memo (lib/quizzes/views.ts) before the edit.
  const early = await learnerWithEverySubject(a, admin, b, "before the edit");
  expect(texts(await startAttempt(early.session, a, quizId))).toEqual(["First?", "Second?"]);
  const edit = await editableQuiz(admin, b, quizId);
  edit.questions[0]!.question = "First, fixed on B?";
  const saved = await admin.post(b, "/api/quiz/update", { ...edit, newQuestions: [mcq("Appended on B?")] });
  expect(saved.status, describeReply(saved)).toBe(200);
  // Asked at once: the paper of an attempt started right after the save.
  const late = await learnerWithEverySubject(a, admin, b, "after the edit");
  const paper = await startAttempt(late.session, a, quizId);
  expect(texts(paper), "the paper on A holds the edit and the append saved on B").toEqual([
    "First, fixed on B?",
    "Second?",
    "Appended on B?",
  ]);

  // A window moved on B: A lets a candidate start at once, where a moment before it refused.
  const moved = await createQuizOn(admin, b, subject.id, ["Only?"], { opensInMinutes: 60 });
  const learner = await signedInLearner(a, "window moved");
  const tooEarly = await learner.session.post(a, "/api/quiz/start", { quizId: moved });
  expect(tooEarly.status, describeReply(tooEarly)).toBe(409);
  await moveWindow(admin, b, moved, -1);
  await untilOn(
    () => learner.session.post(a, "/api/quiz/start", { quizId: moved }),
    (reply) => reply.status === 200,
    1_000,
  );

  // A price changed on B is what A charges; a subject deleted on B cannot be bought on A.
  const priced = await createSubjectOn(admin, b, 500);
  const repriced = await admin.post(b, "/api/subjects/update", { id: priced.id, name: priced.name, price: 700 });
  expect(repriced.status, describeReply(repriced)).toBe(200);
  // An order is placed once, so it is asked once, at once: no second's grace is needed.
  const order = await orderSubjects(learner, a, [priced.id]);
  expect(order.status, describeReply(order)).toBe(201);
  expect(order.json.data.amount, "A charges the price set on B").toBe(700);
  const gone = await createSubjectOn(admin, b, 300);
  const deleted = await admin.send(b, "DELETE", `/api/subjects/${gone.id}`);
  expect(deleted.status, describeReply(deleted)).toBe(200);
  const buyer = await signedInLearner(a, "buys a deleted subject");
  const refused = await orderSubjects(buyer, a, [gone.id]);
  expect(refused.status, describeReply(refused)).toBeGreaterThanOrEqual(400);
  expect(refused.status, describeReply(refused)).toBeLessThan(500);
});
