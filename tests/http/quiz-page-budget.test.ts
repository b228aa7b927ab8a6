import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GET as allQuizzes } from "@/app/api/quiz/all-quizzes/route";
import { createQuiz } from "@/lib/quizzes/admin";
import { QUIZZES_WITH_QUESTIONS_PAGE, type QuizView } from "@/lib/quizzes/views";
import { makeSubject, quizPayload } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

const BUDGET_BYTES = 500_000; // docs/benchmarks.md: every response ≤ 500 kB
const { defaultSize, maxSize } = QUIZZES_WITH_QUESTIONS_PAGE;

/** A quiz the size of the scale bench's: 50 questions of four options, a clinical stem and an explanation. */
function fiftyQuestionQuiz(subjectId: string) {
  const payload = quizPayload(subjectId, { count: 50 });
  return {
    ...payload,
    questions: payload.questions.map((question, index) => ({
      ...question,
      question: `Question ${index + 1}: which drug is the best choice in this clinical scenario?`,
      explanation: "Because option A is the first-line choice.",
      options: ["A", "B", "C", "D"].map((letter) => ({ option: `Option ${letter}`, isCorrect: letter === "A" })),
    })),
  };
}

// The page's quizzes are this file's only on a database of its own; a shared PostgreSQL holds other files' quizzes too.
const isolated = !process.env.DATABASE_URL;

describe('GET /api/quiz/all-quizzes page size (docs/rules.md, "Lists are paged on the server")', () => {
  it("refuses a page size over the maximum, or 0, naming the parameter", async () => {
    const admin = await createUser({ isAdmin: true });
    const page = (query: string) => call(allQuizzes, { cookie: admin.cookie, path: `/api/quiz/all-quizzes${query}` });
    for (const query of [`?pageSize=${maxSize + 1}`, "?pageSize=0"]) {
      const refused = await page(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.field, query).toBe("pageSize");
    }
    expect((await page(`?pageSize=${maxSize + 1}`)).body.message).toContain(`${maxSize} at most`);
  });

  it.runIf(isolated)("keeps the default page of 50-question quizzes under 500 kB, and the largest page on the wire", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    for (let i = 0; i < maxSize; i++) await createQuiz(fiftyQuestionQuiz(subject.id));
    const page = (query: string) => call(allQuizzes, { cookie: admin.cookie, path: `/api/quiz/all-quizzes${query}` });

    const byDefault = await page("");
    expect(byDefault.status).toBe(200);
    const quizzes = byDefault.body.data as QuizView[];
    expect(byDefault.body.page).toMatchObject({ page: 1, pageSize: defaultSize });
    expect(quizzes).toHaveLength(defaultSize);
    expect(quizzes.every((quiz) => quiz.questions.length === 50)).toBe(true);
    // Before compression, so the page is within budget whatever the client accepts.
    expect(Buffer.byteLength(JSON.stringify(byDefault.body))).toBeLessThan(BUDGET_BYTES);

    const largest = await page(`?pageSize=${maxSize}`);
    expect(largest.body.data).toHaveLength(maxSize);
    // The largest page a caller may ask for is within budget on the wire (compressed, as the bench measures).
    expect(gzipSync(JSON.stringify(largest.body)).length).toBeLessThan(BUDGET_BYTES);
  });
});
