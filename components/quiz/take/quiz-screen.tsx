"use client";

import { LoadingBlock } from "@/components/ui/spinner";
import { useSessionEnded } from "@/client/unauthorized";
import { QuizProblem } from "./quiz-outcome";
import { QuizSession } from "./quiz-session";
import { SessionEndedNotice } from "./session-ended-notice";
import { useAttempt } from "./use-attempt";

type QuizScreenProps = { quizId: string | null; attemptId: string | null; /** Started from /grand-tests. */ grandTest?: boolean };

/**
 * `/start-quiz?quiz_id=…&quizAttempt_id=…`: starts or resumes the attempt, then runs it. A session
 * that ends meanwhile never takes the quiz off screen: it says so, with a sign-in that comes back.
 */
export function QuizScreen({ quizId, attemptId, grandTest = false }: QuizScreenProps) {
  const { load, retry } = useAttempt(quizId, attemptId);
  const notice = useSessionEnded() ? <SessionEndedNotice /> : null;
  if (load.status === "ready" && load.attempt.quiz.questions.length > 0) return <QuizSession attempt={load.attempt} notice={notice} />;
  return (
    <>
      {notice}
      {load.status === "loading" ? (
        <LoadingBlock
          label={load.busy ? "Starting… many candidates are starting, please wait." : load.starting ? "Starting…" : "Loading..."}
        />
      ) : load.status === "problem" ? (
        <QuizProblem kind={load.kind} message={load.message} onRetry={retry} grandTest={grandTest} />
      ) : (
        <QuizProblem kind="refused" message="This quiz has no questions yet." onRetry={retry} />
      )}
    </>
  );
}
