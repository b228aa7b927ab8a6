import { formatPercent } from "@/lib/format";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import { FiguresTable, type FiguresColumn } from "./figures-table";
import type { LeaderboardRow } from "./types";

const COLUMNS: FiguresColumn[] = [{ label: "Rank", className: "w-14" }, { label: "Name" }, { label: "Score", numeric: true }];

/** The top ten: names where learners allowed it in settings, initials otherwise (the server decides). */
export function Leaderboard({ rows }: { rows: LeaderboardRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">Nobody sat this grand test.</p>;
  return (
    <FiguresTable caption={`Leaderboard: the top ${rows.length}`} columns={COLUMNS}>
      {rows.map((row, index) => (
        <tr key={`${row.rank}-${index}`}>
          <td className="py-2 font-semibold text-slate-900 tabular-nums">{row.rank}</td>
          <th scope="row" className="py-2 text-left font-medium break-words text-slate-800">
            {row.name}
          </th>
          <td className="py-2 text-right text-slate-800 tabular-nums">{formatPercent(row.percentage, { digits: PERCENTAGE_DIGITS })}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
