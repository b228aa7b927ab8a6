import type { Metadata } from "next";
import { QuizEndedListener } from "@/components/quiz/quiz-ended-listener";
import { listResults } from "@/lib/sittings/read";
import { readPassMarks } from "@/lib/sitting-rules/pass-marks";
import { recentTrends } from "@/lib/sittings/recent-trends";
import { resultSubjects, scoreTrends } from "@/lib/sittings/results";
import { requirePageLearner } from "@/lib/auth/session";
import { firstParam, readPageParams, type SearchParams } from "@/lib/pagination";
import { ResultsView } from "./results-view";

export const metadata: Metadata = { title: "Results" };

export default async function ResultsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageLearner();
  const params = await searchParams;
  const subjects = await resultSubjects(user.id);
  // An unknown or stale subject in the address shows every subject rather than an empty page.
  const subject = subjects.find((candidate) => candidate.id === firstParam(params, "subject"))?.id;
  const [results, trends, passMarks] = await Promise.all([
    listResults(user.id, { ...readPageParams(params), subject }),
    scoreTrends(user.id, subject),
    readPassMarks(),
  ]);
  return (
    <>
      <ResultsView
        results={results}
        subjects={subjects}
        subject={subject}
        trends={recentTrends(trends)}
        chartableSubjects={trends.length}
        passMarks={passMarks}
      />
      <QuizEndedListener />
    </>
  );
}
