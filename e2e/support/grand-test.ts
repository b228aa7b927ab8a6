import { expect, type APIRequestContext } from "@playwright/test";
import { createSubject, mcq, uniqueName } from "../fixtures";

/** A one-mark question whose explanation names it ("Why: First?"). */
export const question = (text: string) => mcq(text, ["Wrong"], { explanation: `Why: ${text}` });

/** A free grand test open since 10 minutes ago that closes `closesInMs` from now (the window only has to outlast the quiz time). */
export async function createOpenGrandTest(admin: APIRequestContext, closesInMs: number, quizTime = 1) {
  const subject = await createSubject(admin);
  const name = uniqueName("Grand Test");
  const now = Date.now();
  const response = await admin.post("/api/quiz/add", {
    data: {
      name,
      description: "One paper, one window, everyone ranked.",
      quizTime,
      eachMCQMarks: 1,
      subject: subject.id,
      questions: [question("First?"), question("Second?")],
      kind: "grand_test",
      opensAt: new Date(now - 10 * 60_000).toISOString(),
      closesAt: new Date(now + closesInMs).toISOString(),
      access: "registered",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()).data as { id: string }).id;
  return { id, name, subject, closesAt: now + closesInMs };
}
