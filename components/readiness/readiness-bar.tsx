/**
 * The prediction on a 0–100 bar: the range as a band, the predicted score as a mark, the pass mark
 * as a line. One image for assistive technology, named with the same figures the card says in words.
 */
export function ReadinessBar({ low, high, predicted, passMark }: { low: number; high: number; predicted: number; passMark: number }) {
  const at = (percent: number) => `${Math.min(100, Math.max(0, percent))}%`;
  return (
    <div className="mt-5">
      <div
        role="img"
        aria-label={`Predicted ${predicted} %, likely between ${low} % and ${high} %, on a scale of 0 to 100; pass mark ${passMark} %.`}
        className="relative h-6 rounded-full bg-slate-100"
      >
        <div className="absolute inset-y-0 rounded-full bg-brand-200" style={{ left: at(low), width: `${Math.max(1, high - low)}%` }} />
        <div
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
          style={{ left: at(predicted) }}
        />
        <div className="absolute -top-1.5 -bottom-1.5 w-0.5 -translate-x-1/2 bg-slate-900" style={{ left: at(passMark) }} />
      </div>
      <div aria-hidden="true" className="relative mt-1 h-4 text-xs text-slate-500">
        <span className="absolute left-0">0</span>
        <span className="absolute -translate-x-1/2 font-semibold text-slate-900" style={{ left: at(passMark) }}>
          Pass {passMark}
        </span>
        <span className="absolute right-0">100</span>
      </div>
    </div>
  );
}
