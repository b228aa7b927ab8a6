import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { PastSessions } from "@/components/practice/past-sessions";
import { PracticeBuilder } from "@/components/practice/practice-builder";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QuizIcon } from "@/components/ui/icons";
import { requirePageLearner } from "@/lib/auth/session";
import { readPageParams, type SearchParams } from "@/lib/pagination";
import { listPractice, practiceChoices } from "@/lib/practice/read";
import { reviewSummary } from "@/lib/reviews/due";
import { ReviewOverview } from "@/components/reviews/review-overview";

export const metadata: Metadata = { title: "Practice" };

const PAGE_SIZE = 10;

export default async function PracticePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageLearner();
  const [choices, sessions, reviews] = await Promise.all([
    practiceChoices(user),
    listPractice(user.id, readPageParams(await searchParams, "page", PAGE_SIZE)),
    reviewSummary(user.id),
  ]);
  return (
    <Container className="space-y-8 py-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Practice</h1>
        <p className="mt-1 text-slate-600">
          Questions from the banks of your subjects, as many times as you like: it never uses a quiz attempt.
        </p>
      </header>
      {(choices.subjects.length > 0 || reviews.cards > 0) && <ReviewOverview summary={reviews} />}
      {choices.subjects.length === 0 ? (
        <EmptyState icon={<QuizIcon />} title="No subject to practise yet" action={<ButtonLink href="/buy-quiz">Buy a subject</ButtonLink>}>
          Practice draws from the subjects you have access to.
        </EmptyState>
      ) : (
        <PracticeBuilder choices={choices} />
      )}
      <section aria-labelledby="past-sessions" className="space-y-4">
        <h2 id="past-sessions" className="text-lg font-bold text-slate-900">
          Past sessions
        </h2>
        <PastSessions page={sessions} />
      </section>
    </Container>
  );
}
