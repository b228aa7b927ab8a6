import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { AttemptStatus } from "@/lib/attempts/recent";
import type { PeriodState } from "@/lib/entitlements/periods";
import type { Latest } from "../types";

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";

const periodStates: Record<PeriodState, [string, string]> = {
  running: ["Running", "bg-emerald-50 text-emerald-800 ring-emerald-200"],
  queued: ["Starts later", "bg-amber-50 text-amber-800 ring-amber-200"],
  ended: ["Ended", "bg-slate-100 text-slate-700 ring-slate-200"],
  revoked: ["Revoked", "bg-red-50 text-red-800 ring-red-200"],
};

const attemptStates: Record<AttemptStatus, [string, string]> = {
  ended: ["Ended", "bg-slate-100 text-slate-700 ring-slate-200"],
  open: ["In progress", "bg-brand-50 text-brand-800 ring-brand-200"],
  overdue: ["Time up", "bg-amber-50 text-amber-800 ring-amber-200"],
};

export function PeriodStateBadge({ state }: { state: PeriodState }) {
  const [label, tone] = periodStates[state];
  return <span className={cn(pill, tone)}>{label}</span>;
}

export function AttemptStatusBadge({ status }: { status: AttemptStatus }) {
  const [label, tone] = attemptStates[status];
  return <span className={cn(pill, tone)}>{label}</span>;
}

/** "Latest 50 of 73.": said only when a bounded list leaves some out. */
export function LatestOf({ list }: { list: Latest<unknown> }) {
  if (list.total <= list.items.length) return null;
  return <p className="mt-3 text-sm text-slate-600">{`Latest ${list.items.length} of ${list.total}.`}</p>;
}

/** A list with nothing in it yet, inside its section. */
export function NoneYet({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
