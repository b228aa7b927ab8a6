import type { Metadata } from "next";
import { Suspense } from "react";
import { ContinueList } from "@/components/home/continue-list";
import { HeldSubjects } from "@/components/home/held-subjects";
import { NextGrandTest } from "@/components/home/next-grand-test";
import { Container } from "@/components/layout/container";
import { TodayCard } from "@/components/plan/today-card";
import { ReadinessCardOf, ReadinessCardSkeleton } from "@/components/readiness/readiness-card";
import { ReviewOverview } from "@/components/reviews/review-overview";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { BookIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { learnerAnalytics } from "@/lib/analytics/learner";
import { requirePageLearner } from "@/lib/auth/session";
import { ATTEMPTS_PER_ENTITLEMENT } from "@/lib/entitlements";
import { grandTestsFor } from "@/lib/grand-tests/startable";
import { nextGrandTestOf } from "@/lib/grand-tests/terms";
import { homeGreeting } from "@/lib/home/greeting";
import { heldSubjects } from "@/lib/home/held-subjects";
import { openWork } from "@/lib/home/open-work";
import { studyPlan } from "@/lib/plan/read";
import { readinessOf } from "@/lib/readiness/read";
import { reviewSummary } from "@/lib/reviews/due";

export const metadata: Metadata = { title: "Your day", robots: { index: false, follow: false } };

/**
 * A signed-in learner's home (middleware sends them here from `/`, which stays static for visitors;
 * docs/rules.md, "Learner home"): what is open, today's plan, the subjects held, the readiness prediction, due reviews
 * and the next grand test.
 */
export default async function LearnerHomePage() {
  const user = await requirePageLearner();
  // Streamed: the rest of the page does not wait for the prediction.
  const readiness = readinessOf(user.id);
  const [work, held, plan, analytics, reviews, grand] = await Promise.all([
    openWork(user.id),
    heldSubjects(user.id),
    studyPlan(user.id),
    learnerAnalytics(user.id),
    reviewSummary(user.id),
    grandTestsFor(user),
  ]);
  const next = nextGrandTestOf(grand.tests);
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        eyebrow="Your day"
        title={homeGreeting(user.name, { cards: reviews.cards, openWork: work.length })}
        description="What is waiting for you today."
      />
      <div className="space-y-6">
        {work.length > 0 && <ContinueList work={work} />}
        {held.length > 0 ? (
          <>
            <TodayCard plan={plan} weakestTags={analytics.weakestTags.map((tag) => tag.name)} />
            <HeldSubjects subjects={held} />
          </>
        ) : (
          <EmptyState icon={<BookIcon />} title="Choose your first subject" action={<ButtonLink href="/buy-quiz">Buy Quiz</ButtonLink>}>
            A subject unlocks its quizzes ({ATTEMPTS_PER_ENTITLEMENT} attempts each), practice from its question bank and a daily study
            plan. Some grand tests are free for every registered learner.
          </EmptyState>
        )}
        <Suspense fallback={<ReadinessCardSkeleton />}>
          <ReadinessCardOf view={readiness} />
        </Suspense>
        {(held.length > 0 || reviews.cards > 0) && <ReviewOverview summary={reviews} />}
        <NextGrandTest
          test={next}
          startable={next !== null && grand.startable.has(next.id)}
          serverNow={new Date().toISOString()}
          extraTimePercent={grand.extraTimePercent}
        />
      </div>
    </Container>
  );
}
