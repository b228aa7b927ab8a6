import type { Metadata } from "next";
import { Suspense } from "react";
import { TodayCard } from "@/components/plan/today-card";
import { ProgressView } from "@/components/progress/progress-view";
import { ReadinessCardOf, ReadinessCardSkeleton } from "@/components/readiness/readiness-card";
import { PageHeader } from "@/components/ui/page-header";
import { learnerAnalytics } from "@/lib/analytics/learner";
import { requirePageLearner } from "@/lib/auth/session";
import { studyPlan } from "@/lib/plan/read";
import { readinessOf } from "@/lib/readiness/read";

export const metadata: Metadata = { title: "My Progress" };

export default async function ProgressPage() {
  const user = await requirePageLearner();
  const readiness = readinessOf(user.id);
  const [analytics, plan] = await Promise.all([learnerAnalytics(user.id), studyPlan(user.id)]);
  return (
    <>
      <PageHeader
        title="My Progress"
        description="Ended quizzes and the practice answers you have seen the key of: how accurate you are, how fast, and where you stand."
      />
      <div className="space-y-6">
        <TodayCard plan={plan} weakestTags={analytics.weakestTags.map((tag) => tag.name)} />
        <Suspense fallback={<ReadinessCardSkeleton />}>
          <ReadinessCardOf view={readiness} />
        </Suspense>
        <ProgressView analytics={analytics} />
      </div>
    </>
  );
}
