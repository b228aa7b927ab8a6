import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as regrade } from "@/app/api/questions/[id]/regrade/route";
import { getDb } from "@/db/client";
import { mailJobs, quizzes } from "@/db/schema";
import { createMailer } from "@/lib/mail";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

describe("mail built from a quiz name writes no header of its own", () => {
  it("a regrade notice for a quiz whose stored name holds CR LF is sent with one Subject line and no injected header", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 2 });
    // A name from before names were checked (the API refuses it now): the mail layer must still hold.
    await getDb().update(quizzes).set({ name: "Airway\r\nBcc: everyone@example.com\r\nX-Injected: 1" }).where(eq(quizzes.id, quiz.id));
    const [learner, admin] = await Promise.all([createUser(), createUser({ isAdmin: true })]);
    await entitle(learner.id, subject.id);
    await takeQuiz(learner, quiz, [1, 0]);
    const question = quiz.questions[0]!;
    const applied = await call(regrade, {
      cookie: admin.cookie,
      json: { correctOptionIds: [question.optionsList[1]!.id] },
      params: { id: question.id },
    });
    expect(applied.status).toBe(200);
    const { changeId } = applied.body.data as { changeId: string };
    const [job] = await getDb()
      .select()
      .from(mailJobs)
      .where(like(mailJobs.dedupeKey, `regrade:${changeId}:%`));

    const dir = await mkdtemp(path.join(tmpdir(), "anaesprep-headers-"));
    vi.spyOn(console, "info").mockImplementation(() => {});
    await createMailer({ from: "AnaesPrep <no-reply@anaesprep.test>", outboxDir: dir }).sendMail({
      to: job!.toAddress,
      subject: job!.subject,
      text: job!.textBody,
    });
    vi.restoreAllMocks();
    const [file] = await readdir(dir);
    const headers = (await readFile(path.join(dir, file!), "utf8")).split("\n\n")[0]!.split("\n");
    await rm(dir, { recursive: true, force: true });
    expect(headers.map((line) => line.split(":")[0])).toEqual(["From", "To", "Subject", "Date"]);
    expect(headers[2]).toBe("Subject: Your Airway Bcc: everyone@example.com X-Injected: 1 result was updated");
  });
});
