/** The item figures of a calibration (lib/readiness/calibrate.ts), once difficulties and abilities are final. */
import type { AnswerColumns } from "./sparse-newton";

/** Standard error (1 ÷ √information) and outfit mean-square per item over the given answer ranges. */
export function itemFit(items: number, difficulty: Float64Array, ability: Float64Array, ranges: [AnswerColumns, number, number][]) {
  const information = new Float64Array(items);
  const squares = new Float64Array(items);
  const count = new Int32Array(items);
  for (const [{ person, item, correct }, from, to] of ranges) {
    for (let k = from; k < to; k++) {
      const i = item[k]!;
      const p = 1 / (1 + Math.exp(difficulty[i]! - ability[person[k]!]!));
      const pq = p * (1 - p);
      const residual = correct[k]! - p;
      information[i]! += pq;
      squares[i]! += (residual * residual) / pq;
      count[i]!++;
    }
  }
  const se = new Float64Array(items).fill(NaN);
  const outfit = new Float64Array(items).fill(NaN);
  for (let i = 0; i < items; i++) {
    if (!Number.isFinite(difficulty[i]) || count[i] === 0) continue;
    se[i] = 1 / Math.sqrt(information[i]!);
    outfit[i] = squares[i]! / count[i]!;
  }
  return { se, outfit };
}
