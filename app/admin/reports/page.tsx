import type { Metadata } from "next";
import { RevenueChart, PaymentsByStatusChart } from "@/components/admin/reports/payment-charts";
import { EntitlementsChart, NewLearnersChart } from "@/components/admin/reports/learner-charts";
import { QuizStats } from "@/components/admin/reports/quiz-stats";
import { fillMonths, fillWeeks } from "@/lib/reports/windows";
import { ReportStats } from "@/components/admin/reports/report-stats";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { readPageParams, type SearchParams } from "@/lib/pagination";
import { requirePageAdmin } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/format";
import { buildReport } from "@/lib/reports";

export const metadata: Metadata = { title: "Reports" };

export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAdmin();
  const report = await buildReport(new Date(), readPageParams(await searchParams));
  const months = fillMonths(report.paymentsByMonth, report.generatedAt);
  const weeks = fillWeeks(report.newLearnersByWeek, report.generatedAt);

  return (
    <>
      <PageHeader
        title="Reports"
        description={`Money, the payment queue, access, quiz outcomes and growth. Figures as of ${formatDateTime(report.generatedAt)}.`}
      />
      <div className="space-y-6">
        <ReportStats report={report} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <RevenueChart months={months} />
          <PaymentsByStatusChart months={months} />
          <EntitlementsChart rows={report.activeEntitlements} />
          <NewLearnersChart weeks={weeks} />
        </div>
        <div>
          <QuizStats rows={report.quizzes} passMarks={report.passMarks} />
          <Pager info={report.quizzesPage} path="/admin/reports" label="Quiz figures pages" />
        </div>
      </div>
    </>
  );
}
