import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { formatDateTime, NO_VALUE } from "@/lib/format";
import type { CalibrationRunView, CalibrationStatusView } from "@/lib/readiness/calibration-status";
import { ON_SCALE_ANSWERS } from "@/lib/readiness/constants";

const ASKED_BY: Record<CalibrationRunView["reason"], string> = {
  admin: "an admin",
  nightly: "the nightly check",
  grandTest: "a grand test's results",
};

const BADGE: Record<CalibrationRunView["status"], { text: string; className: string }> = {
  queued: { text: "Queued", className: "bg-sky-50 text-sky-900 ring-sky-200" },
  running: { text: "Running", className: "bg-indigo-50 text-indigo-900 ring-indigo-200" },
  done: { text: "Finished", className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  failed: { text: "Failed", className: "bg-red-50 text-red-900 ring-red-200" },
};

/** After its state's badge ("Queued", "Finished"…): since or on when, and who asked for the run. */
function runSentence(run: CalibrationRunView): ReactNode {
  const askedBy = `asked for by ${ASKED_BY[run.reason]}`;
  switch (run.status) {
    case "queued":
      return `since ${formatDateTime(run.requestedAt)}, ${askedBy}. The calibration job starts it within a minute.`;
    case "running":
      return `since ${formatDateTime(run.startedAt ?? run.requestedAt)}, ${askedBy}.`;
    case "done":
      return `on ${formatDateTime(run.finishedAt ?? run.requestedAt)}, ${askedBy}.`;
    case "failed":
      return (
        <>
          on {formatDateTime(run.finishedAt ?? run.requestedAt)}, {askedBy}. The model keeps the last finished run&apos;s figures.
          <span className="mt-1 block font-mono text-xs break-words text-red-800">{run.error ?? "No reason was recorded."}</span>
        </>
      );
  }
}

const figure = (value: number | null) => (value === null ? NO_VALUE : value.toLocaleString("en-US"));

/**
 * The last calibration run and the figures the model uses now (docs/rules.md, "Readiness in the
 * product"): those of the last finished run, which may be an earlier one while a run waits or fails.
 */
export function CalibrationRun({ status }: { status: CalibrationStatusView }) {
  const { lastRun, lastDoneRun } = status;
  if (!lastRun) return <p className="text-sm text-slate-600">No calibration has run yet: no learner has a prediction.</p>;
  const badge = BADGE[lastRun.status];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="last-calibration-run">
        <span className={cn("mr-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", badge.className)}>
          {badge.text}
        </span>{" "}
        {/* The space is text, not only margin: a screen reader reads "Finished on …", never "Finishedon". */}
        {runSentence(lastRun)}
      </p>
      {lastDoneRun ? (
        <div>
          {lastDoneRun.id !== lastRun.id && (
            <p className="mb-2 text-sm text-slate-600">
              The figures in use are from the run that finished {formatDateTime(lastDoneRun.finishedAt!)}.
            </p>
          )}
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label="Answers used" value={figure(lastDoneRun.answersUsed)} detail="Learners' first answers" />
            <Figure
              label="Questions on the scale"
              value={figure(lastDoneRun.itemsOnScale)}
              detail={`Each with ${ON_SCALE_ANSWERS} answers or more`}
            />
            <Figure label="Learners with an ability" value={figure(lastDoneRun.learners)} detail="Who answered questions on the scale" />
          </dl>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No run has finished yet, so no learner has a prediction.</p>
      )}
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-500">{detail}</dd>
    </div>
  );
}
