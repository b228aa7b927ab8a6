import { RegradeButton } from "@/components/admin/regrade/regrade-dialog";
import { cn } from "@/components/ui/cn";
import { OptionLetter } from "@/components/quiz/option-letter";
import { formatDateTime } from "@/lib/format";
import type { QuestionFigures } from "@/lib/analytics/item-figures";
import type { ReportItem } from "@/lib/question-reports/list";
import { REASON_LABELS } from "@/lib/question-reports/terms";
import { QuestionFiguresLine } from "./question-figures";
import { ReplyForm } from "./reply-form";

const STATUS_STYLE = {
  open: "bg-amber-50 text-amber-800 ring-amber-200",
  resolved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  dismissed: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

/** One report: the learner's reason and message, the question with its key and figures, their answer, and the reply. */
export function ReportCard({ report, figures }: { report: ReportItem; figures: QuestionFigures | null }) {
  const titleId = `report-${report.id}-title`;
  const { question } = report;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-2 border-b border-slate-100 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-slate-900">
            {REASON_LABELS[report.reason]}
          </h2>
          <p className="text-sm break-words text-slate-600">
            {report.learner.name} ·{" "}
            <a href={`mailto:${report.learner.email}`} className="text-brand-700 underline-offset-4 hover:underline">
              {report.learner.email}
            </a>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-slate-500">
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          <span
            className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset", STATUS_STYLE[report.status])}
          >
            {report.status}
          </span>
        </div>
      </div>
      <div className="space-y-4 p-5">
        <blockquote className="rounded-xl bg-slate-50 px-4 py-3 break-words whitespace-pre-wrap text-slate-800">
          {report.message}
        </blockquote>
        <section aria-label="The question" className="space-y-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{question.quizName}</p>
          <p className="font-semibold text-pretty text-slate-900">{question.text}</p>
          <ul className="grid gap-2" aria-label="Options">
            {question.options.map((option, index) => {
              const chosen = option.id === report.answerOptionId;
              return (
                <li
                  key={option.id}
                  className={cn(
                    "flex flex-wrap items-center gap-3 rounded-xl border-2 px-3 py-2",
                    option.isCorrect ? "border-emerald-500 bg-emerald-50" : chosen ? "border-red-300 bg-red-50" : "border-slate-200",
                  )}
                >
                  <OptionLetter
                    index={index}
                    className={option.isCorrect ? "bg-emerald-600 text-white ring-emerald-600" : "bg-white text-slate-600 ring-slate-300"}
                  />
                  <span className="min-w-0 flex-1 text-sm text-slate-900">{option.text}</span>
                  <span className="flex gap-1.5 text-xs font-semibold">
                    {chosen && <span className="rounded-full bg-slate-800 px-2 py-0.5 text-white">Learner&apos;s answer</span>}
                    {option.isCorrect && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">Key</span>}
                  </span>
                </li>
              );
            })}
          </ul>
          {report.answerOptionId === null && <p className="text-sm text-slate-600">The learner had not answered this question.</p>}
          <QuestionFiguresLine stats={question.stats} figures={figures} />
        </section>
      </div>
      <div className="border-t border-slate-200 bg-slate-50 px-5 py-4">
        {report.status === "open" ? (
          <ReplyForm reportId={report.id} learnerName={report.learner.name} aside={<RegradeButton questionId={question.id} />} />
        ) : (
          <div className="space-y-1 text-sm">
            <p className="text-slate-500">
              {report.status === "resolved" ? "Resolved" : "Dismissed"} by {report.handledBy ?? "a removed admin"}
              {report.handledAt && <> on {formatDateTime(report.handledAt)}</>}
            </p>
            <p className="break-words whitespace-pre-wrap text-slate-800">{report.reply}</p>
          </div>
        )}
      </div>
    </article>
  );
}
