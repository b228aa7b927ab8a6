import type { Metadata } from "next";
import { GrandTestList } from "@/components/grand-tests/grand-test-list";
import { viewerOf } from "@/components/grand-tests/viewer";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/ui/page-header";
import { getCurrentUser } from "@/lib/auth/session";
import { grandTestsFor } from "@/lib/grand-tests/startable";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Grand Tests",
  description:
    "National mock exams for anaesthesia candidates: one paper, one window, everyone ranked. See what is open, what is next and the results.",
  path: "/grand-tests",
});

/** `/grand-tests` (public): open, upcoming and closed grand tests; a learner sees their own part in each. */
export default async function GrandTestsPage() {
  const user = await getCurrentUser();
  const { tests, startable, extraTimePercent } = await grandTestsFor(user);
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow="Grand tests"
        title="National mock exams"
        description="Everyone sits the same paper in the same window, then sees their rank, percentile and where they stand among all candidates. Times are Pakistan time."
      />
      <GrandTestList
        tests={tests}
        viewer={viewerOf(user)}
        startable={startable}
        serverNow={new Date().toISOString()}
        extraTimePercent={extraTimePercent}
      />
    </Container>
  );
}
