import type { Metadata } from "next";
import { QuizEndedListener } from "@/components/quiz/quiz-ended-listener";
import { listAllowedQuizzes } from "@/lib/attempts/allowed";
import { requirePageLearner } from "@/lib/auth/session";
import { firstParam, readPageParams, type SearchParams } from "@/lib/pagination";
import { isUuid } from "@/lib/ids";
import { AllowedQuizzes } from "./allowed-quizzes";

export const metadata: Metadata = { title: "Allowed Quizzes" };

export default async function AllowedQuizzesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageLearner();
  const params = await searchParams;
  const page = readPageParams(params);
  const wanted = firstParam(params, "subject");
  let quizzes = await listAllowedQuizzes(user.id, { ...page, subject: wanted && isUuid(wanted) ? wanted : undefined });
  const subject = quizzes.subjects.find((candidate) => candidate.id === wanted)?.id;
  // A subject the learner no longer has (or an edited address): every subject rather than an empty list.
  if (wanted && !subject) quizzes = await listAllowedQuizzes(user.id, page);
  const startId = firstParam(params, "start");
  return (
    <>
      <AllowedQuizzes quizzes={quizzes} subject={subject} startId={startId && isUuid(startId) ? startId : undefined} />
      <QuizEndedListener />
    </>
  );
}
