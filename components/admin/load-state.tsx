import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

/** The quiet stand-ins for a list: loading (the quiz editor), empty. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
      <Spinner />
      <span className="text-sm font-medium text-slate-600">{label}</span>
    </div>
  );
}

export function ListMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}
