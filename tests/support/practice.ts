import { POST as answerRoute } from "@/app/api/practice/[id]/answer/route";
import { POST as endRoute } from "@/app/api/practice/[id]/end/route";
import { GET as readRoute } from "@/app/api/practice/[id]/route";
import { POST as createRoute } from "@/app/api/practice/route";
import { randomUUID } from "node:crypto";
import { createQuiz } from "@/lib/quizzes/admin";
import { getLiveQuiz, type QuizView } from "@/lib/quizzes/views";
import { entitle, makeSubject, quizPayload } from "./catalogue";
import { createUser, type TestUser } from "./db";
import { call } from "./http";

export type CreatedPractice = {
  id: string;
  mode: string;
  deadline: string | null;
  questions: { id: string; optionsList: { id: string }[] }[];
};
/** The session a successful `startPractice` answered with. */
export const createdPractice = (result: { body: Record<string, unknown> }) => result.body.data as CreatedPractice;

export const startPractice = (user: TestUser, body: Record<string, unknown>) =>
  call(createRoute, { cookie: user.cookie, json: { source: "all", count: 10, mode: "tutor", ...body } });
export const answerPractice = (user: TestUser, sessionId: string, questionId: string, optionId: string) =>
  call(answerRoute, { cookie: user.cookie, json: { questionId, optionId }, params: { id: sessionId } });
export const endPractice = (user: TestUser, sessionId: string) => call(endRoute, { cookie: user.cookie, params: { id: sessionId } });
export const readPractice = (user: TestUser, sessionId: string) => call(readRoute, { cookie: user.cookie, params: { id: sessionId } });

/** Text that belongs to the key only: a test scans answers for it. */
export const KEY_MARK = `KEYMARK-${randomUUID().slice(0, 8)}`;

/** Anything of the key: its texts (marked in the fixture) and the fields that carry it. */
export const KEY_PATTERN = /KEYMARK|correctOptionIds|isCorrect|isAnswer|optionExplanations|"explanation"|"reference"|"key"/;

/** A quiz of `count` questions (option 0 right), each with key-only texts (explanations, reference) and these tags. */
export async function makeBankQuiz(subjectId: string, count = 5, tags: string[] = []) {
  const payload = quizPayload(subjectId, { count });
  const { id } = await createQuiz({
    ...payload,
    questions: payload.questions.map((question, index) => ({
      ...question,
      explanation: `${KEY_MARK} why ${index}`,
      reference: `${KEY_MARK} ref ${index}`,
      tags,
      options: question.options.map((option, optionIndex) => ({ ...option, explanation: `${KEY_MARK} option ${optionIndex}` })),
    })),
  });
  return getLiveQuiz(id, "with-answer-key");
}

/** A learner entitled to a fresh subject with one bank quiz of `count` questions. */
export async function practiceLearner(count = 5, tags: string[] = []) {
  const subject = await makeSubject();
  const quiz = await makeBankQuiz(subject.id, count, tags);
  const learner = await createUser();
  await entitle(learner.id, subject.id);
  return { subject, quiz, learner };
}

/** The right and a wrong option of a question of the quiz. */
export function optionsOf(quiz: QuizView, questionId: string) {
  const question = quiz.questions.find((candidate) => candidate.id === questionId)!;
  const right = question.optionsList.find((option) => option.isAnswer)!;
  const wrong = question.optionsList.find((option) => !option.isAnswer)!;
  return { right: right.id, wrong: wrong.id };
}
