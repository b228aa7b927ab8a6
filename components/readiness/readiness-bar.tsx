import { cn } from "@/components/ui/cn";
import { EXAM_PASS_MARK_NAME } from "@/lib/sitting-rules/pass";

/**
 * The prediction on a 0–100 bar: the range as a band, the predicted score as a mark, the exam pass
 * mark as a line, named under it (never a bare number beside other figures). One image for
 * assistive technology, named with the same figures the card says in words.
 */
export function ReadinessBar({ low, high, predicted, passMark }: { low: number; high: number; predicted: number; passMark: number }) {
  const at = (percent: number) => `${Math.min(100, Math.max(0, percent))}%`;
  // The label's anchor: centred on the line, or held inside the bar near its ends.
  const anchor = passMark < 25 ? "translate-x-0" : passMark > 75 ? "-translate-x-full" : "-translate-x-1/2";
  return (
    <div className="mt-5">
      <div
        role="img"
        aria-label={`Predicted ${predicted}%, likely between ${low}% and ${high}%, on a scale of 0 to 100; ${EXAM_PASS_MARK_NAME} ${passMark}%.`}
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
        <span className="absolute right-0">100</span>
      </div>
      <div aria-hidden="true" className="relative h-4 text-xs">
        <span className={cn("absolute font-semibold whitespace-nowrap text-slate-900", anchor)} style={{ left: at(passMark) }}>
          {EXAM_PASS_MARK_NAME} {passMark}%
        </span>
      </div>
    </div>
  );
}
