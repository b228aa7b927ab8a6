import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as answerReport } from "@/app/api/question-reports/[id]/route";
import { GET as listReports } from "@/app/api/question-reports/route";
import { POST as report } from "@/app/api/questions/[id]/reports/route";
import { getDb } from "@/db/client";
import { mailJobs, questionKeyChanges, questionReports } from "@/db/schema";
import { openReportCount, REPORTS_PER_LEARNER } from "@/lib/question-reports";
import type { ReportItem } from "@/lib/question-reports/list";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { answerPractice, endPractice, practiceLearner, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();

const send = (user: TestUser | null, questionId: string, json: unknown = { reason: "wrong_key", message: "Option B is right." }) =>
  call(report, { cookie: user?.cookie, json, params: { id: questionId } });
const list = (admin: TestUser, query = "status=open&pageSize=100") =>
  call(listReports, { cookie: admin.cookie, path: `/api/question-reports?${query}` });
const reply = (admin: TestUser, reportId: string, json: unknown) =>
  call(answerReport, { cookie: admin.cookie, json, params: { id: reportId } });

async function learnerWithEndedAttempt() {
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id, { count: 3 });
  const learner = await createUser();
  await entitle(learner.id, subject.id);
  return { quiz, learner, subject };
}

describe("POST /api/questions/{id}/reports", () => {
  it("takes a report from a learner who was shown the question, one open report at a time", async () => {
    const { quiz, learner } = await learnerWithEndedAttempt();
    const question = quiz.questions[0]!;
    expect((await send(learner, question.id)).status).toBe(404); // never shown: no attempt yet
    await takeQuiz(learner, quiz, [1, 0]);

    const sent = await send(learner, question.id);
    expect(sent.status).toBe(201);
    const second = await send(learner, question.id, { reason: "typo", message: "Also a typo." });
    expect(second.status).toBe(409);
    // Another question of the same quiz is a report of its own.
    expect((await send(learner, quiz.questions[1]!.id, { reason: "typo", message: "Spelling" })).status).toBe(201);

    // Once the first is answered, the learner may report the question again.
    const admin = await createUser({ isAdmin: true });
    expect((await reply(admin, (sent.body.data as { id: string }).id, { status: "dismissed", reply: "The key is right." })).status).toBe(
      200,
    );
    expect((await send(learner, question.id, { reason: "unclear", message: "Still unclear." })).status).toBe(201);
  });

  it("takes at most REPORTS_PER_LEARNER reports an hour from a learner: then 429 with the wait, and nothing filed", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: REPORTS_PER_LEARNER.limit + 2 });
    const [learner, other] = await Promise.all([createUser(), createUser()]);
    await Promise.all([entitle(learner.id, subject.id), entitle(other.id, subject.id)]);
    await Promise.all([takeQuiz(learner, quiz, [0]), takeQuiz(other, quiz, [0])]);
    const sent = await Promise.all(quiz.questions.map((question) => send(learner, question.id)));
    expect(sent.filter((answer) => answer.status === 201)).toHaveLength(REPORTS_PER_LEARNER.limit);
    const refused = sent.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toMatch(/try again in (a minute|\d+ minutes)/);
    expect(Number(refused[0]!.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused[0]!.body.retryAfterSeconds).toBe(Number(refused[0]!.response.headers.get("retry-after")));
    const filed = await getDb().select({ n: count() }).from(questionReports).where(eq(questionReports.userId, learner.id));
    expect(filed[0]!.n).toBe(REPORTS_PER_LEARNER.limit);
    // The limit is the learner's own: another learner still reports.
    expect((await send(other, quiz.questions[0]!.id)).status).toBe(201);
  });

  it("takes a report on a question of the learner's practice session", async () => {
    const { learner } = await practiceLearner(2);
    const session = (await startPractice(learner, { count: 2 })).body.data as CreatedPractice;
    const question = session.questions[0]!;
    await answerPractice(learner, session.id, question.id, question.optionsList[1]!.id);
    await endPractice(learner, session.id);
    expect((await send(learner, question.id, { reason: "outdated", message: "Guidelines changed in 2024." })).status).toBe(201);
  });

  it("refuses bad input, unknown questions and other roles", async () => {
    const { quiz, learner } = await learnerWithEndedAttempt();
    await takeQuiz(learner, quiz, [0]);
    const id = quiz.questions[0]!.id;
    const badReason = await send(learner, id, { reason: "spam", message: "x" });
    expect([badReason.status, badReason.body.field]).toEqual([400, "reason"]);
    const blank = await send(learner, id, { reason: "typo", message: "   " });
    expect([blank.status, blank.body.field]).toEqual([400, "message"]);
    const long = await send(learner, id, { reason: "typo", message: "x".repeat(2_001) });
    expect([long.status, long.body.field]).toEqual([400, "message"]);
    expect((await send(learner, id, { reason: "typo" })).status).toBe(400);
    expect((await send(learner, randomUUID())).status).toBe(404);
    expect((await send(learner, "not-a-uuid")).status).toBe(404);
    expect((await send(await createUser(), id)).status).toBe(404); // another learner, never shown it
    expect((await send(await createUser({ isAdmin: true }), id)).status).toBe(403);
    expect((await send(null, id)).status).toBe(401);
  });
});

describe("the admin's report queue", () => {
  it("lists open reports with the question, its key and statistics, and the learner's answer and message", async () => {
    const { quiz, learner, subject } = await learnerWithEndedAttempt();
    await takeQuiz(learner, quiz, [2]);
    const other = await createUser();
    await entitle(other.id, subject.id);
    await takeQuiz(other, quiz, [0]);
    const admin = await createUser({ isAdmin: true });
    const before = await openReportCount();
    const sent = await send(learner, quiz.questions[0]!.id, { reason: "wrong_key", message: "I think C is right." });
    const reportId = (sent.body.data as { id: string }).id;

    const listed = await list(admin);
    expect(listed.status).toBe(200);
    const item = (listed.body.data as ReportItem[]).find((row) => row.id === reportId)!;
    expect(item).toMatchObject({
      reason: "wrong_key",
      message: "I think C is right.",
      status: "open",
      learner: { id: learner.id, email: learner.email },
      answerOptionId: quiz.questions[0]!.optionsList[2]!.id,
      question: { id: quiz.questions[0]!.id, quizName: quiz.name, stats: { n: 2, p: 0.5 } },
    });
    expect(item.question.options.map((option) => option.isCorrect)).toEqual([true, false, false]);
    expect((listed.body.page as { total: number }).total).toBeGreaterThanOrEqual(1);
    expect(await openReportCount()).toBeGreaterThanOrEqual(before + 1);

    const paged = await list(admin, "status=all&page=1&pageSize=1");
    expect((paged.body.data as unknown[]).length).toBe(1);
    const badStatus = await list(admin, "status=closed");
    expect([badStatus.status, badStatus.body.field]).toEqual([400, "status"]);
    expect((await list(admin, "pageSize=1000")).status).toBe(400);
    expect((await call(listReports, { cookie: learner.cookie })).status).toBe(403);
  });

  it("replies once: the report is closed and the learner's mail is queued in the same transaction", async () => {
    const { quiz, learner } = await learnerWithEndedAttempt();
    await takeQuiz(learner, quiz, [1]);
    const admin = await createUser({ isAdmin: true });
    const reportId = ((await send(learner, quiz.questions[0]!.id)).body.data as { id: string }).id;

    const badStatus = await reply(admin, reportId, { status: "open", reply: "x" });
    expect([badStatus.status, badStatus.body.field]).toEqual([400, "status"]);
    const blank = await reply(admin, reportId, { status: "resolved", reply: "" });
    expect([blank.status, blank.body.field]).toEqual([400, "reply"]);
    expect((await reply(admin, randomUUID(), { status: "resolved", reply: "Fixed." })).status).toBe(404);
    expect(
      (await call(answerReport, { cookie: learner.cookie, json: { status: "resolved", reply: "x" }, params: { id: reportId } })).status,
    ).toBe(403);

    const answered = await reply(admin, reportId, { status: "resolved", reply: "You were right: the key now says B." });
    expect(answered.status).toBe(200);
    expect((await reply(admin, reportId, { status: "dismissed", reply: "Again" })).status).toBe(409);

    const [job] = await getDb()
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.dedupeKey, `question-report:${reportId}:reply`));
    expect(job).toMatchObject({ toAddress: learner.email });
    expect(job!.textBody).toContain("You were right: the key now says B.");
    expect(job!.subject).toContain(quiz.name);
    // No key changed since the report: the mail does not claim a fix (a regrade's wording is in regrade.test.ts' flow).
    expect(job!.textBody).toContain("We looked into it and resolved it; our note is below.");
    expect(job!.textBody).not.toContain("corrected the question's answer key");

    const resolved = await list(admin, "status=resolved&pageSize=100");
    expect((resolved.body.data as ReportItem[]).find((row) => row.id === reportId)).toMatchObject({
      status: "resolved",
      reply: "You were right: the key now says B.",
      handledBy: admin.name,
    });
  });

  it("says the key was corrected only when a regrade changed it after the report", async () => {
    const { quiz, learner } = await learnerWithEndedAttempt();
    await takeQuiz(learner, quiz, [1]);
    const admin = await createUser({ isAdmin: true });
    const questionId = quiz.questions[0]!.id;
    const reportId = ((await send(learner, questionId)).body.data as { id: string }).id;
    const options = quiz.questions[0]!.optionsList.map((option) => option.id);
    await getDb()
      .insert(questionKeyChanges)
      .values({
        questionId,
        changedBy: admin.id,
        oldOptionIds: [options[0]!],
        newOptionIds: [options[1]!],
        attempts: 1,
        scoreChanged: 1,
        passToFail: 0,
        failToPass: 0,
      });
    expect((await reply(admin, reportId, { status: "resolved", reply: "The key now says B." })).status).toBe(200);
    const [job] = await getDb()
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.dedupeKey, `question-report:${reportId}:reply`));
    expect(job!.textBody).toContain("We corrected the question's answer key");
  });
});
