import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createSubject, mcq, signInAsAdmin, signInAsNewLearner, uniqueName, uniqueProofPng, uniqueTransaction } from "./fixtures";

type QuizView = { id: string; questions: { id: string; question: string; optionsList: { id: string; isAnswer?: boolean }[] }[] };
type Practice = { id: string; questions: { id: string; question: string }[] };

test.use({ navigationTimeout: 30_000 });

/** A quiz of `count` questions "<label> question N", each tagged `tag`; answered by the admin API with its key. */
async function taggedQuiz(admin: APIRequestContext, subjectId: string, label: string, tag: string, count: number) {
  const added = await admin.post("/api/quiz/add", {
    data: {
      name: uniqueName(`${label} quiz`),
      description: "Tagged questions.",
      quizTime: 10,
      eachMCQMarks: 1,
      subject: subjectId,
      questions: Array.from({ length: count }, (_, index) => mcq(`${label} question ${index + 1}`, ["Wrong"], { tags: [tag] })),
    },
  });
  expect(added.status()).toBe(201);
  const id = ((await added.json()).data as { id: string }).id;
  return (await (await admin.get(`/api/quiz/${id}`)).json()).data as QuizView;
}

/** Takes the quiz through the API: the first `right` answered with the key, then `wrong` with a wrong option, the rest unanswered. */
async function takeQuiz(learner: APIRequestContext, quiz: QuizView, right: number, wrong: number) {
  const started = await learner.post("/api/quiz/start", { data: { quizId: quiz.id } });
  expect(started.status()).toBe(200);
  const quizAttemptId = ((await started.json()).data as { id: string }).id;
  for (const [index, question] of quiz.questions.slice(0, right + wrong).entries()) {
    const option = question.optionsList.find((candidate) => Boolean(candidate.isAnswer) === index < right)!;
    const saved = await learner.post("/api/quiz/submit", { data: { quizAttemptId, questionId: question.id, optionId: option.id } });
    expect(saved.status()).toBe(200);
  }
  expect((await learner.post("/api/quiz/end", { data: { quizAttemptId } })).status()).toBe(200);
}

test("'Your weakest tags' shows a 33 % tag from 6 answers, never an 83 % one, and practises only its unused and wrong questions", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tags = { weak: uniqueName("Weak tag"), strong: uniqueName("Strong tag") };
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await signInAsAdmin(admin);
  const subject = await createSubject(admin);
  const weakQuiz = await taggedQuiz(admin, subject.id, "Weak", tags.weak, 8);
  const strongQuiz = await taggedQuiz(admin, subject.id, "Strong", tags.strong, 6);

  await signInAsNewLearner(page.request);
  const form = { bankName: "HBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "YES", amount: "5000" };
  const placed = await page.request.post("/api/payment/add", { multipart: { ...form, cart: "[]", file: uniqueProofPng() } });
  const paymentId = ((await placed.json()).data as { id: string }).id;
  const approved = await admin.post("/api/payment/update-status", { data: { paymentId, accepted: true, confirmReusedProof: true } });
  expect(approved.status()).toBe(200);
  await admin.dispose();

  await takeQuiz(page.request, weakQuiz, 2, 4); // 2 of 6 right, 2 questions never answered
  await takeQuiz(page.request, strongQuiz, 5, 1); // 5 of 6 right

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto("/profile/progress");
    const weakest = page.getByRole("region", { name: "Your weakest tags" });
    await expect(weakest).toContainText(tags.weak);
    await expect(weakest).toContainText("33%");
    await expect(weakest).not.toContainText(tags.strong);
    await expect(weakest).toContainText("less than 70%");
    await expectNoAxeViolations(page, { label: `progress at ${width} px` });
    await page.screenshot({ path: `test-results/weak-tags-${width}.png`, fullPage: true });
  }

  await page.getByRole("region", { name: "Your weakest tags" }).getByRole("button", { name: "Practise these" }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText("Question 1 of 6")).toBeVisible();
  const sessionId = page.url().split("/").pop()!;
  const session = (await (await page.request.get(`/api/practice/${sessionId}`)).json()).data as Practice;
  // The 4 answered wrong and the 2 never answered: not the 2 answered right, nothing of the strong tag.
  expect(session.questions.map((question) => question.question).sort()).toEqual(
    ["Weak question 3", "Weak question 4", "Weak question 5", "Weak question 6", "Weak question 7", "Weak question 8"].sort(),
  );
});
