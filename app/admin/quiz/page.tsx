import type { Metadata } from "next";
import { ListMessage } from "@/components/admin/load-state";
import { QuizzesAdmin } from "@/components/admin/quizzes/quizzes-admin";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { requirePageAdmin } from "@/lib/auth/session";
import { offsetOf, readPageParams, type SearchParams } from "@/lib/pagination";
import { listLiveQuizSummaryPage } from "@/lib/quizzes/views";
import { listSubjects } from "@/lib/subjects/admin";

export const metadata: Metadata = { title: "Quizzes" };

const PATH = "/admin/quiz";

export default async function AdminQuizzesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAdmin();
  const params = readPageParams(await searchParams);
  const [quizzes, subjects] = await Promise.all([listLiveQuizSummaryPage(params), listSubjects()]);

  return (
    <QuizzesAdmin
      quizzes={quizzes.items}
      firstNumber={offsetOf(params) + 1}
      subjects={subjects}
      range={rangeText(quizzes, "quiz", "quizzes")}
      empty={
        quizzes.total > 0 ? (
          <PastLastPage info={quizzes} path={PATH} />
        ) : (
          <ListMessage title="No quizzes yet">Use Add Quiz to create the first one.</ListMessage>
        )
      }
      pager={<Pager info={quizzes} path={PATH} label="Quiz pages" />}
    />
  );
}
