import { POST as importQuiz } from "@/app/api/quiz/import/route";
import { makeSubject, uniqueName } from "./catalogue";
import { createUser, type TestUser } from "./db";
import { call } from "./http";

/** An admin, a subject, the JSON body of a GIFT import (other formats through `extra`), and its sender. */
export async function giftSetup() {
  const admin = await createUser({ isAdmin: true });
  const subject = await makeSubject();
  const body = (text: string, extra: Record<string, unknown> = {}) => ({
    subjectId: subject.id,
    name: uniqueName("Imported"),
    quizTime: 30,
    eachMCQMarks: 1,
    format: "gift",
    text,
    ...extra,
  });
  const send = (user: TestUser, json: unknown) => call(importQuiz, { cookie: user.cookie, json });
  return { admin, subject, body, send };
}
