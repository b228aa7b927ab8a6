// The tables of bench/grand-test.mjs: each request kind's accepted times, its refusals (the load gate's
// 503s, docs/rules.md "Shedding load") and the wait from the first send to the accepted answer.
import { formatTable, percentiles, round } from "../lib.mjs";

const KINDS = [
  ["start", "start", "start"],
  ["answer (during the starts)", "answerDuringBurst", null],
  ["answer (all)", "answer", "answer"],
  ["paper fetch", "paper", "paper"],
  ["mark save (--marks)", "markSave", "markSave"],
  ["paper with marks on reopening (--marks)", "reopenMarks", "reopenMarks"],
  ["end", "end", "end"],
];

/** Per kind: accepted n, p50/p99/max, refused n and share, and the p99 of the wait until accepted. */
export function requestFigures(stats) {
  return Object.fromEntries(
    KINDS.map(([label, key, refusedKey]) => {
      const refused = refusedKey ? stats.refused[refusedKey] : null;
      const accepted = stats[key].length;
      return [
        key,
        {
          label,
          accepted,
          ms: percentiles(stats[key]),
          refused,
          refusedShare: refused === null ? null : refused / Math.max(1, accepted + refused),
          waitMs: refusedKey && stats[`${refusedKey}Wait`] ? percentiles(stats[`${refusedKey}Wait`]) : null,
        },
      ];
    }),
  );
}

export function requestTable(figures) {
  const dash = (value, format = (v) => v) => (value === null || value === undefined ? "–" : format(value));
  return formatTable(
    ["request", "accepted", "p50 ms", "p99 ms", "max ms", "refused (503)", "share", "wait to accepted p99 ms"],
    Object.values(figures).map((f) => [
      f.label,
      f.accepted,
      round(f.ms.p50),
      round(f.ms.p99),
      round(f.ms.max),
      dash(f.refused),
      dash(f.refusedShare, (share) => `${round(share * 100)} %`),
      dash(f.waitMs?.p99, round),
    ]),
  );
}
