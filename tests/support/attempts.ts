import { POST as end } from "@/app/api/quiz/end/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { POST as submit } from "@/app/api/quiz/submit/route";
import type { QuizView } from "@/lib/quizzes/views";
import type { TestUser } from "./db";
import { call } from "./http";

/**
 * The learner takes the quiz through the API and ends it: `choices[i]` is the option index chosen
 * for question i (undefined or null leaves it unanswered). Returns the attempt id.
 */
export async function takeQuiz(learner: TestUser, quiz: QuizView, choices: (number | null | undefined)[]): Promise<string> {
  const started = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id } });
  const attemptId = (started.body.data as { id: string }).id;
  for (const [index, question] of quiz.questions.entries()) {
    const choice = choices[index];
    if (choice === null || choice === undefined) continue;
    await call(submit, {
      cookie: learner.cookie,
      json: { quizAttemptId: attemptId, questionId: question.id, optionId: question.optionsList[choice]!.id },
    });
  }
  await call(end, { cookie: learner.cookie, json: { quizAttemptId: attemptId } });
  return attemptId;
}
