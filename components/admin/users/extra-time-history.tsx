import { formatDateTime } from "@/lib/format";
import type { AccommodationView } from "./types";

const valueText = (percent: number) => (percent > 0 ? `${percent} % extra time` : "Extra time removed");

/** Every change of the learner's extra time, newest first: the value, why, who and when. */
export function ExtraTimeHistory({ history }: { history: AccommodationView["history"] }) {
  return (
    <section aria-labelledby="extra-time-history-title" className="border-t border-slate-200 pt-4">
      <h3 id="extra-time-history-title" className="text-sm font-semibold text-slate-900">
        History
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No extra time has been set for this learner.</p>
      ) : (
        <ol className="mt-2 space-y-2" aria-label="Changes, newest first">
          {history.map((change) => (
            <li key={change.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <p>
                <span className="font-semibold text-slate-900">{valueText(change.extraTimePercent)}</span> by{" "}
                {change.changedBy ? change.changedBy.name : "a removed admin"},{" "}
                <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
              </p>
              <p className="break-words text-slate-600">{change.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
