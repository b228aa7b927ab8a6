/**
 * Anderson acceleration of a fixed-point iteration x ← G(x) (docs/rules.md, "Readiness"): the JML
 * sweeps of the calibration converge linearly, and slowly when learners answer whole quizzes (a
 * block design: each sweep shrinks the error by only a few percent). After each sweep the next point
 * is the combination of the last few sweeps' results whose residuals G(x) − x cancel best, found by
 * least squares over at most `memory` differences. A point that makes the residual grow clears the
 * history, so the iteration falls back to plain sweeps.
 */
export class AndersonAcceleration {
  private readonly residuals: Float64Array[] = [];
  private readonly results: Float64Array[] = [];
  private lastSize = Infinity;

  constructor(private readonly memory: number) {}

  /**
   * `before` is the point a sweep started from, `after` its result G(before), and `size` the
   * sweep's largest move. Rewrites `after` with the accelerated next point.
   */
  mix(before: Float64Array, after: Float64Array, size: number): void {
    if (size > 2 * this.lastSize) this.forget();
    this.lastSize = size;
    const residual = new Float64Array(after.length);
    for (let i = 0; i < after.length; i++) residual[i] = after[i]! - before[i]!;
    this.residuals.push(residual);
    this.results.push(Float64Array.from(after));
    if (this.residuals.length > this.memory + 1) {
      this.residuals.shift();
      this.results.shift();
    }
    const m = this.residuals.length - 1;
    if (m === 0) return;
    const dF = Array.from({ length: m }, (_, j) => difference(this.residuals[j + 1]!, this.residuals[j]!));
    const gramian = dF.map((a) => dF.map((b) => dot(a, b)));
    // A touch of ridge: near convergence the differences are nearly parallel.
    for (let j = 0; j < m; j++) gramian[j]![j]! *= 1 + 1e-10;
    const gamma = solve(
      gramian,
      dF.map((a) => dot(a, residual)),
    );
    if (!gamma) return this.forget();
    for (let j = 0; j < m; j++) {
      const [next, previous] = [this.results[j + 1]!, this.results[j]!];
      for (let i = 0; i < after.length; i++) after[i]! -= gamma[j]! * (next[i]! - previous[i]!);
    }
  }

  forget(): void {
    this.residuals.length = 0;
    this.results.length = 0;
    this.lastSize = Infinity;
  }
}

function difference(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! - b[i]!;
  return out;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Solves the small system A x = b by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const rows = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(rows[r]![c]!) > Math.abs(rows[pivot]![c]!)) pivot = r;
    [rows[c], rows[pivot]] = [rows[pivot]!, rows[c]!];
    const scale = Math.abs(rows[c]![c]!);
    if (!(scale > 1e-300) || !Number.isFinite(scale)) return null;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const factor = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k <= n; k++) rows[r]![k]! -= factor * rows[c]![k]!;
    }
  }
  const x = rows.map((row, i) => row[n]! / row[i]!);
  return x.every(Number.isFinite) ? x : null;
}
