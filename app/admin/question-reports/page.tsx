import type { Metadata } from "next";
import { ReportCard } from "@/components/admin/question-reports/report-card";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { FlagIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { quizItemAnalysis } from "@/lib/analytics/item-analysis";
import type { QuestionFigures } from "@/lib/analytics/item-figures";
import { requirePageAdmin } from "@/lib/auth/session";
import { isDomainError } from "@/lib/errors";
import { openReportCount } from "@/lib/question-reports";
import { listReports, REPORT_FILTERS, type ReportFilter } from "@/lib/question-reports/list";
import { readChoice, readPageParams, type SearchParams } from "@/lib/pagination";

export const metadata: Metadata = { title: "Question reports" };

const PATH = "/admin/question-reports";
const LABELS: Record<ReportFilter, string> = { open: "Open", resolved: "Resolved", dismissed: "Dismissed", all: "All" };
const EMPTY: Record<ReportFilter, string> = {
  open: "No open reports: learners' reports on questions appear here.",
  resolved: "Reports you resolve move here.",
  dismissed: "Reports you dismiss move here.",
  all: "No learner has reported a question yet.",
};

/** The item analysis of each quiz on the page, by question (first attempts; docs/rules.md, "Item analysis"); none for a deleted quiz. */
async function figuresByQuestion(quizIds: string[]): Promise<Map<string, QuestionFigures>> {
  const deletedIsNone = (error: unknown) => {
    if (isDomainError(error, "NotFound")) return null;
    throw error;
  };
  const analyses = await Promise.all(quizIds.map((quizId) => quizItemAnalysis(quizId).catch(deletedIsNone)));
  return new Map(analyses.flatMap((analysis) => analysis?.questions.map((question) => [question.id, question] as const) ?? []));
}

export default async function QuestionReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAdmin();
  const params = await searchParams;
  const status = readChoice(params, "status", REPORT_FILTERS, "open");
  const [shown, openCount] = await Promise.all([listReports({ ...readPageParams(params, "page", 10), status }), openReportCount()]);
  const figures = await figuresByQuestion([...new Set(shown.items.map((item) => item.question.quizId))]);
  const query = { status: status === "open" ? undefined : status };
  const tabs = REPORT_FILTERS.map((value) => ({ value, label: LABELS[value], count: value === "open" ? openCount : undefined }));

  return (
    <>
      <PageHeader
        title="Question reports"
        description="Problems learners found in questions. Check the key, change it if it is wrong, and reply: the learner gets your reply by email."
      />
      <div className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <FilterTabs label="Filter reports" tabs={tabs} current={status} path={PATH} param="status" defaultValue="open" />
        <p className="text-sm text-slate-600 tabular-nums">{rangeText(shown, "report")}</p>
      </div>
      {shown.total === 0 ? (
        <EmptyState icon={<FlagIcon />} title={`No ${status === "all" ? "" : `${LABELS[status].toLowerCase()} `}reports`}>
          {EMPTY[status]}
        </EmptyState>
      ) : shown.items.length === 0 ? (
        <PastLastPage info={shown} path={PATH} query={query} />
      ) : (
        <ul className="space-y-5">
          {shown.items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} figures={figures.get(report.question.id) ?? null} />
            </li>
          ))}
        </ul>
      )}
      <Pager info={shown} path={PATH} query={query} label="Report pages" />
    </>
  );
}
