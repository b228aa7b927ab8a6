import { formatDateTime } from "@/lib/format";
import { keyChangeWords } from "./key-change-words";
import type { KeyChangeView, KeyOption } from "./types";

/** Every key change of the question, newest first: who, when, old and new key, and what it changed. */
export function KeyHistory({ history, options }: { history: KeyChangeView[]; options: KeyOption[] }) {
  return (
    <section aria-labelledby="key-history-title" className="border-t border-slate-200 pt-4">
      <h3 id="key-history-title" className="text-sm font-semibold text-slate-900">
        Key history
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">The key has not been changed.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {history.map((change) => (
            <li key={change.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <p>
                <span className="font-semibold text-slate-900">{keyChangeWords(change.oldOptionIds, change.newOptionIds, options)}</span> by{" "}
                {change.changedBy ?? "a removed admin"}, <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
              </p>
              <p className="text-xs text-slate-600">
                {change.attempts} ended attempts, {change.scoreChanged} scores changed, {change.passToFail} pass → fail, {change.failToPass}{" "}
                fail → pass
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
