import type { Metadata } from "next";
import { ProgressView } from "@/components/progress/progress-view";
import { PageHeader } from "@/components/ui/page-header";
import { learnerAnalytics } from "@/lib/analytics/learner";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "My Progress" };

export default async function ProgressPage() {
  const user = await requirePageLearner();
  const analytics = await learnerAnalytics(user.id);
  return (
    <>
      <PageHeader
        title="My Progress"
        description="Ended quizzes and the practice answers you have seen the key of: how accurate you are, how fast, and where you stand."
      />
      <ProgressView analytics={analytics} />
    </>
  );
}
