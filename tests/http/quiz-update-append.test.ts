import { describe, expect, it } from "vitest";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as update } from "@/app/api/quiz/update/route";
import { APPEND_MESSAGES } from "@/lib/quizzes/append";
import { NEW_QUESTIONS_FIELD, QUIZ_MESSAGES } from "@/lib/quizzes/draft";
import type { QuizView } from "@/lib/quizzes/views";
import { editPayload, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { makeGrandTest, setWindow } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

/** A new question in the add payload's shape; option 0 is the key. */
const typed = (text: string) => ({
  question: text,
  options: [
    { option: `${text} right`, isCorrect: true },
    { option: `${text} wrong`, isCorrect: false },
  ],
});

const stored = async (admin: TestUser, id: string) => (await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView;

describe("POST /api/quiz/update with new questions: the editor's one save", () => {
  it("saves the edit and appends the new questions after the saved ones, in one request", async () => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id);
    const payload = { ...editPayload(quiz), name: "Renamed and grown", newQuestions: [typed("Fourth?"), typed("Fifth?")] };

    const { status, body } = await call(update, { cookie: admin.cookie, json: payload });
    expect(status).toBe(200);
    expect(body.message).toBe("Quiz Updated Successfully: 2 questions added");
    expect(body.data).toMatchObject({ totalQuestions: 5 });
    const after = await stored(admin, quiz.id);
    expect(after.name).toBe("Renamed and grown");
    expect(after.questions.map((question) => question.question).slice(3)).toEqual(["Fourth?", "Fifth?"]);
  });

  it("writes nothing of either when a new question is refused, naming it among the new ones", async () => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id);
    const before = await stored(admin, quiz.id);
    const payload = { ...editPayload(quiz), name: "Not saved", newQuestions: [typed("Good?"), typed("")] };

    const { status, body } = await call(update, { cookie: admin.cookie, json: payload });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: NEW_QUESTIONS_FIELD, questionIndex: 1, message: QUIZ_MESSAGES.questionText });
    expect(await stored(admin, quiz.id)).toEqual(before);
  });

  it("writes nothing of either when the append's target refuses (a grand test that has opened)", async () => {
    const admin = await createUser({ isAdmin: true });
    const test = await makeGrandTest((await makeSubject()).id);
    await setWindow(test.id, -1, 7200);
    const before = await stored(admin, test.id);
    const payload = { ...editPayload(before), description: "Not saved either", newQuestions: [typed("Too late?")] };

    const { status, body } = await call(update, { cookie: admin.cookie, json: payload });
    expect(status).toBe(409);
    expect(body.message).toBe(APPEND_MESSAGES.grandTestOpened);
    expect(await stored(admin, test.id)).toEqual(before);
  });
});
