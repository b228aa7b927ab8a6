"use client";

import { LoadingBlock } from "@/components/ui/spinner";
import { QuizProblem } from "./quiz-outcome";
import { QuizSession } from "./quiz-session";
import { useAttempt } from "./use-attempt";

type QuizScreenProps = { quizId: string | null; attemptId: string | null; /** Started from /grand-tests. */ grandTest?: boolean };

/** `/start-quiz?quiz_id=…&quizAttempt_id=…`: starts or resumes the attempt, then runs it. */
export function QuizScreen({ quizId, attemptId, grandTest = false }: QuizScreenProps) {
  const { load, retry } = useAttempt(quizId, attemptId);
  if (load.status === "loading")
    return (
      <LoadingBlock
        label={load.busy ? "Starting… many candidates are starting, please wait." : load.starting ? "Starting…" : "Loading..."}
      />
    );
  if (load.status === "problem") return <QuizProblem kind={load.kind} message={load.message} onRetry={retry} grandTest={grandTest} />;
  if (load.attempt.quiz.questions.length === 0)
    return <QuizProblem kind="refused" message="This quiz has no questions yet." onRetry={retry} />;
  return <QuizSession attempt={load.attempt} />;
}
