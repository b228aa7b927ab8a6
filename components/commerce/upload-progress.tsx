/** The upload bar of the payment form; `value` is 0…1. */
export function UploadProgress({ value }: { value: number }) {
  const percent = Math.round(value * 100);
  const label = percent < 100 ? `Uploading… ${percent}%` : "Checking your payment…";
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-xs font-medium text-slate-600">
        <span id="upload-progress-label">{label}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
