import type { ScoreBin } from "./types";

/** The bin a percentage falls in: [from, to), the last bin also holding 100 %. */
export function binIndexOf(bins: ScoreBin[], percentage: number): number {
  const index = bins.findIndex((bin) => percentage >= bin.from && percentage < bin.to);
  return index >= 0 ? index : percentage >= (bins.at(-1)?.from ?? Infinity) ? bins.length - 1 : -1;
}
