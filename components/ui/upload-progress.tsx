import { useId } from "react";
import { formatPercent } from "@/lib/format";

/** Upload progress, `value` 0…1; at 100 % the bytes are sent and the server is `checking` them. */
export function UploadProgress({ value, checking }: { value: number; checking: string }) {
  const labelId = useId();
  const percent = Math.round(value * 100);
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-xs font-medium text-slate-600">
        {percent < 100 ? `Uploading… ${formatPercent(percent)}` : checking}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
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
