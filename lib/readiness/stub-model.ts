/** TEMPORARY stand-in for readiness-core's API until that branch is merged; deleted at the merge. */
export const ON_SCALE_ANSWERS = 30;
export const READINESS_ANSWERS = 50;
export const AT_MY_LEVEL = { min: 0.6, max: 0.85 } as const;
export type Curve = { from: number; step: number; percents: number[] };
export type Band = { predictedPercent: number; low: number; high: number };

export const chanceOfRight = (theta: number, b: number) => 1 / (1 + Math.exp(b - theta));

export function calibrateRasch(
  responses: { person: Int32Array; item: Int32Array; correct: Uint8Array },
  size: { persons: number; items: number },
) {
  const right = new Float64Array(size.items);
  const answers = new Int32Array(size.items);
  for (let i = 0; i < responses.item.length; i++) {
    answers[responses.item[i]!]!++;
    right[responses.item[i]!]! += responses.correct[i]!;
  }
  const difficulty = new Float64Array(size.items);
  const difficultySe = new Float64Array(size.items);
  const outfit = new Float64Array(size.items);
  for (let j = 0; j < size.items; j++) {
    const n = answers[j]!;
    const p = (right[j]! + 0.5) / (n + 1);
    difficulty[j] = n < ON_SCALE_ANSWERS ? NaN : Math.log((1 - p) / p);
    difficultySe[j] = n < ON_SCALE_ANSWERS ? NaN : 1 / Math.sqrt(n * p * (1 - p));
    outfit[j] = n < ON_SCALE_ANSWERS ? NaN : 1;
  }
  return { difficulty, difficultySe, outfit, answers, ability: new Float64Array(size.persons), iterations: 1 };
}

export function eapAbility(answers: { difficulty: number; correct: boolean }[]) {
  let sum = 0;
  let weight = 0;
  let squares = 0;
  for (let theta = -6; theta <= 6; theta += 0.1) {
    let like = Math.exp((-theta * theta) / 2);
    for (const a of answers) {
      const p = chanceOfRight(theta, a.difficulty);
      like *= a.correct ? p : 1 - p;
    }
    sum += theta * like;
    squares += theta * theta * like;
    weight += like;
  }
  const ability = sum / weight;
  return { ability, se: Math.sqrt(Math.max(0, squares / weight - ability * ability)) };
}

export function testCurve(difficulties: ArrayLike<number>): Curve {
  const from = -6;
  const step = 0.1;
  const percents: number[] = [];
  for (let k = 0; k <= 120; k++) {
    let total = 0;
    for (let i = 0; i < difficulties.length; i++) total += chanceOfRight(from + k * step, difficulties[i]!);
    percents.push(difficulties.length ? (100 * total) / difficulties.length : 0);
  }
  return { from, step, percents };
}

export function expectedPercent(curve: Curve, theta: number) {
  const k = Math.min(curve.percents.length - 1, Math.max(0, Math.round((theta - curve.from) / curve.step)));
  return curve.percents[k]!;
}

export function readinessBand(curve: Curve, ability: number, se: number): Band {
  return {
    predictedPercent: Math.round(expectedPercent(curve, ability)),
    low: Math.round(expectedPercent(curve, ability - 1.96 * se)),
    high: Math.round(expectedPercent(curve, ability + 1.96 * se)),
  };
}

export function position(band: Band, passMark: number): "below" | "around" | "above" {
  if (band.high < passMark) return "below";
  if (band.low > passMark) return "above";
  return "around";
}
