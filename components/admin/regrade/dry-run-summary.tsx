import type { RegradeSummary } from "./types";

/** What the dry run says the new key changes, before the admin confirms. */
export function DryRunSummary({ summary }: { summary: RegradeSummary }) {
  const figures: [string, number][] = [
    ["Ended attempts", summary.attempts],
    ["Scores change", summary.scoreChanged],
    ["Pass → fail", summary.passToFail],
    ["Fail → pass", summary.failToPass],
  ];
  return (
    <section aria-labelledby="dry-run-title" aria-live="polite" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 id="dry-run-title" className="text-sm font-semibold text-amber-900">
        Dry run: nothing has changed yet
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-2 text-center">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-amber-900">
        {summary.scoreChanged === 0
          ? "No result changes: only the key will."
          : `Applying rewrites ${summary.scoreChanged} result${summary.scoreChanged === 1 ? "" : "s"} and emails the learners concerned.`}
      </p>
    </section>
  );
}
