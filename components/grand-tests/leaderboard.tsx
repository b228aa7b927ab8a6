import { formatPercent } from "@/components/quiz/pass-mark";
import type { LeaderboardRow } from "./types";

/** The top ten: names where learners allowed it in settings, initials otherwise (the server decides). */
export function Leaderboard({ rows }: { rows: LeaderboardRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">Nobody sat this grand test.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Leaderboard: the top {rows.length}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">
          <th scope="col" className="w-14 py-2 text-left font-semibold">
            Rank
          </th>
          <th scope="col" className="py-2 text-left font-semibold">
            Name
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Score
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, index) => (
          <tr key={`${row.rank}-${index}`}>
            <td className="py-2 font-semibold text-slate-900 tabular-nums">{row.rank}</td>
            <th scope="row" className="py-2 text-left font-medium break-words text-slate-800">
              {row.name}
            </th>
            <td className="py-2 text-right text-slate-800 tabular-nums">{formatPercent(row.percentage)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
