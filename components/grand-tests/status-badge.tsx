import { cn } from "@/components/ui/cn";
import type { GrandTestMine, GrandTestStatus } from "./types";

const statusStyles: Record<GrandTestStatus, [string, string]> = {
  upcoming: ["Upcoming", "bg-amber-50 text-amber-800 ring-amber-200"],
  open: ["Open", "bg-emerald-50 text-emerald-800 ring-emerald-200"],
  closed: ["Closed", "bg-slate-100 text-slate-700 ring-slate-200"],
};

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** Upcoming / Open / Closed, for learners' lists and the admin's quiz list alike. */
export function GrandTestStatusBadge({ status, className }: { status: GrandTestStatus; className?: string }) {
  const [label, tone] = statusStyles[status];
  return <span className={cn(pill, tone, className)}>{label}</span>;
}

const mineLabels: Record<GrandTestMine, string> = { none: "Not taken", in_progress: "In progress", submitted: "Submitted" };

/** The signed-in learner's own progress in a grand test. */
export function MineBadge({ mine }: { mine: GrandTestMine }) {
  return (
    <span className={cn(pill, mine === "none" ? "bg-white text-slate-600 ring-slate-200" : "bg-brand-50 text-brand-800 ring-brand-100")}>
      <span className="sr-only">Your attempt: </span>
      {mineLabels[mine]}
    </span>
  );
}
