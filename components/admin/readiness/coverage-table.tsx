import { ChartIcon } from "@/components/ui/icons";
import { formatDate, formatPercent, NO_VALUE } from "@/lib/format";
import type { CoverageRow } from "@/lib/readiness/calibration-status";
import { BAND_LEVEL } from "@/lib/readiness/constants";

const th = "px-3 py-3 sm:px-4 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";

/**
 * The self-check (docs/rules.md, "Readiness in the product"): per grand test, how many candidates
 * who had a prediction before it opened scored inside their band. Newest results first.
 */
export function CoverageTable({ rows }: { rows: CoverageRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
        <ChartIcon className="size-5 shrink-0 text-slate-400" />
        No grand test has closed since readiness began. The check appears here once one&apos;s results are out.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Candidates whose actual score fell inside their {formatPercent(BAND_LEVEL, { fraction: true })} range, per grand test
        </caption>
        <thead className="border-y border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Grand test
            </th>
            <th scope="col" className={`${th} text-right`}>
              Inside the range
            </th>
            <th scope="col" className={`${th} text-right`}>
              Share
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.grandTestId}>
              <th scope="row" className="px-3 py-3 text-left font-medium sm:px-4 break-words text-slate-900">
                {row.name}
                {row.resultsAt && <span className="block text-xs font-normal text-slate-500">Results {formatDate(row.resultsAt)}</span>}
                {row.candidates === 0 && (
                  <span className="block text-xs font-normal text-slate-500">No candidate had a prediction before it opened.</span>
                )}
              </th>
              <td className="px-3 py-3 text-right sm:px-4 text-slate-700 tabular-nums">
                {row.candidates === 0 ? NO_VALUE : `${row.inside} of ${row.candidates}`}
              </td>
              <td className="px-3 py-3 text-right sm:px-4 font-semibold text-slate-900 tabular-nums">
                {row.candidates === 0 ? NO_VALUE : formatPercent(row.inside / row.candidates, { fraction: true })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
