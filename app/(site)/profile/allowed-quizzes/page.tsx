import type { Metadata } from "next";
import { QuizEndedListener } from "@/components/quiz/quiz-ended-listener";
import { listAllowedQuizzes } from "@/lib/attempts/allowed";
import { requirePageLearner } from "@/lib/auth/session";
import { AllowedQuizzes } from "./allowed-quizzes";

export const metadata: Metadata = { title: "Allowed Quizzes" };

export default async function AllowedQuizzesPage() {
  const user = await requirePageLearner();
  const quizzes = await listAllowedQuizzes(user.id);
  return (
    <>
      <AllowedQuizzes quizzes={quizzes} />
      <QuizEndedListener />
    </>
  );
}
