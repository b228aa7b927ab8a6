"use client";

// A client component for its weight, not for state: the figures reach the browser once as props (with
// the HTML rendered on the server), instead of as chart markup twice, in the HTML and the RSC payload.
import type { Report } from "@/lib/reports";
import { MiniBar } from "./bar-list";
import { CHART } from "./colors";
import { PASS_RATE_DIGITS, passRateMeetsPassMark } from "@/lib/reports/pass-rate";
import { formatPercent } from "@/lib/format";

const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";

/** Finished attempts and pass rate per quiz, most attempted first. */
export function QuizStats({ rows, passMarks }: { rows: Report["quizzes"]; passMarks: Report["passMarks"] }) {
  return (
    <section aria-labelledby="quiz-stats-title" className="relative rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="p-5 pb-3">
        <h2 id="quiz-stats-title" className="font-semibold text-slate-900">
          Attempts and pass rate per quiz
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Finished attempts only. A quiz is passed at the {passMarks.quiz.label}, a grand test at the {passMarks.grand_test.label}.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="mx-5 mb-5 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
          No finished attempts yet.
        </p>
      ) : (
        <div role="region" aria-label="Quiz figures (scrolls sideways)" tabIndex={0} className="relative overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Attempts and pass rate per quiz</caption>
            <thead className="border-y border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Quiz
                </th>
                <th scope="col" className={th}>
                  Subject
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Attempts
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Passed
                </th>
                <th scope="col" className={`${th} w-56`}>
                  Pass rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.quizId}>
                  <th scope="row" className="px-4 py-3 text-left font-medium break-words text-slate-900">
                    {row.quiz}
                    {row.deleted && (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Deleted</span>
                    )}
                  </th>
                  <td className="px-4 py-3 text-slate-700">{row.subject}</td>
                  <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{row.attempts}</td>
                  <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{row.passed}</td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <MiniBar
                        fraction={row.passRate / 100}
                        color={passRateMeetsPassMark(row.passRate) ? CHART.approved : CHART.pending}
                        className="h-2"
                      />
                      <span className="w-14 shrink-0 text-right font-semibold text-slate-900 tabular-nums">
                        {formatPercent(row.passRate, { digits: PASS_RATE_DIGITS })}
                      </span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
