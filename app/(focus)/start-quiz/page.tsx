import type { Metadata } from "next";
import { QuizScreen } from "@/components/quiz/take/quiz-screen";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Quiz" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function StartQuizPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageLearner();
  const params = await searchParams;
  return (
    <QuizScreen quizId={first(params.quiz_id)} attemptId={first(params.quizAttempt_id)} grandTest={first(params.grand_test) === "1"} />
  );
}
