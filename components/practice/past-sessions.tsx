import Link from "next/link";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ChartIcon } from "@/components/ui/icons";
import { Pager } from "@/components/ui/pager";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import { formatDateTime, formatPercent } from "@/lib/format";
import type { Page } from "@/lib/pagination";
import type { PracticeSummary } from "./types";

const SOURCE_NAMES = {
  all: "All questions",
  unused: "Unused",
  incorrect: "Incorrect",
  flagged: "Flagged",
  weak: "Unused or incorrect",
  atMyLevel: "At my level",
  due: "Due for review",
} as const;
const MODE_NAMES = { tutor: "Tutor", timed: "Timed", review: "Review" } as const;

/** The learner's sessions, newest first: open ones to continue, ended ones to review. */
export function PastSessions({ page }: { page: Page<PracticeSummary> }) {
  if (page.total === 0)
    return (
      <EmptyState icon={<ChartIcon />} title="No sessions yet" headingLevel="h3">
        Your practice sessions appear here, with their scores and a review.
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      <ul className="grid gap-3">
        {page.items.map((session) => (
          <Card as="li" key={session.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                {MODE_NAMES[session.mode]} · {session.total} {session.total === 1 ? "question" : "questions"} ·{" "}
                {SOURCE_NAMES[session.source]}
              </p>
              <p className="text-sm text-slate-500">{formatDateTime(session.createdAt)}</p>
            </div>
            <p className="text-sm font-semibold text-slate-800">
              {session.result
                ? `${session.result.correct} / ${session.result.total} · ${formatPercent(session.result.percentage, { digits: PERCENTAGE_DIGITS })}`
                : "In progress"}
            </p>
            <Link
              href={`/practice/${session.id}`}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              {session.result ? "Review" : "Continue"}
              <span className="sr-only"> the session of {formatDateTime(session.createdAt)}</span>
            </Link>
          </Card>
        ))}
      </ul>
      <Pager info={page} path="/practice" label="Practice sessions pages" />
    </div>
  );
}
