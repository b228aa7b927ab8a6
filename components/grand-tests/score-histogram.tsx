import { cn } from "@/components/ui/cn";
import { binIndexOf } from "./bins";
import { FiguresTable, type FiguresColumn } from "./figures-table";
import type { ScoreBin } from "./types";

const COLUMNS: FiguresColumn[] = [{ label: "Score" }, { label: "Participants", numeric: true }];

const binLabel = (bin: ScoreBin) => `${bin.from}–${bin.to} %`;

type ScoreHistogramProps = { bins: ScoreBin[]; participants: number; mine?: number | null };

/**
 * Everyone's scores in 10 % bins, the viewer's bin marked "You are here". The SVG is one image
 * with a spoken summary; the same figures are in a table below for those who want each bin.
 */
export function ScoreHistogram({ bins, participants, mine }: ScoreHistogramProps) {
  const max = Math.max(1, ...bins.map((bin) => bin.count));
  const here = mine === null || mine === undefined ? -1 : binIndexOf(bins, mine);
  const summary = [
    `Scores of ${participants} participants in ${bins.length} bins of 10 %.`,
    ...bins.map((bin) => `${binLabel(bin)}: ${bin.count}.`),
    here >= 0 ? `You are here: ${binLabel(bins[here]!)}.` : "",
  ].join(" ");
  const edges = [...bins.map((bin) => bin.from), bins.at(-1)?.to ?? 100];

  return (
    <div>
      <div role="img" aria-label={summary} className="relative pt-10">
        {here >= 0 && (
          <span
            className={cn(
              "absolute top-0 rounded-md bg-brand-700 px-2 py-1 text-xs font-semibold whitespace-nowrap text-white",
              here < 2 ? "" : here >= bins.length - 2 ? "-translate-x-full" : "-translate-x-1/2",
            )}
            style={{ left: `${((here < 2 ? here : here >= bins.length - 2 ? here + 1 : here + 0.5) / bins.length) * 100}%` }}
          >
            You are here
          </span>
        )}
        <div className="relative h-40 border-b border-slate-300 sm:h-48">
          <svg viewBox={`0 0 ${bins.length * 10} 100`} preserveAspectRatio="none" className="absolute inset-0 size-full" aria-hidden="true">
            {bins.map((bin, index) => {
              const height = (bin.count / max) * 92;
              return (
                <rect
                  key={bin.from}
                  x={index * 10 + 1}
                  width={8}
                  y={100 - height}
                  height={height}
                  rx={0.8}
                  className={index === here ? "fill-brand-700" : "fill-slate-300"}
                />
              );
            })}
          </svg>
          <div className="absolute inset-0 flex" aria-hidden="true">
            {bins.map((bin, index) => (
              <span
                key={bin.from}
                className={cn(
                  "relative flex-1 text-center text-[11px] tabular-nums",
                  index === here ? "font-bold text-brand-800" : "text-slate-600",
                )}
              >
                <span className="absolute inset-x-0" style={{ bottom: `${(bin.count / max) * 92}%` }}>
                  {bin.count}
                </span>
              </span>
            ))}
          </div>
        </div>
        <div className="relative mt-1 h-4 text-[11px] text-slate-600 tabular-nums" aria-hidden="true">
          {edges.map((edge, index) => (
            <span
              key={edge}
              className={cn(
                "absolute",
                index === 0 ? "" : index === edges.length - 1 ? "-translate-x-full" : "-translate-x-1/2",
                // On phones every other edge (0, 20, … 100) keeps the labels apart.
                index % 2 === 1 && "max-sm:hidden",
              )}
              style={{ left: `${(index / bins.length) * 100}%` }}
            >
              {edge}
            </span>
          ))}
        </div>
        <p className="mt-1 text-center text-xs text-slate-500" aria-hidden="true">
          Score (%)
        </p>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Show the scores as a table</summary>
        <FiguresTable caption="Participants per score bin" columns={COLUMNS} className="mt-2">
          {bins.map((bin, index) => (
            <tr key={bin.from} className={index === here ? "font-semibold text-brand-800" : "text-slate-700"}>
              <th scope="row" className="py-2 font-normal">
                {binLabel(bin)}
                {index === here && <span> · you are here</span>}
              </th>
              <td className="py-2 text-right tabular-nums">{bin.count}</td>
            </tr>
          ))}
        </FiguresTable>
      </details>
    </div>
  );
}
