import Link from "next/link";
import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { ArrowRightIcon } from "@/components/ui/icons";

export type StatCardProps = {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  /** The whole card links here (e.g. the list the figure counts), with `action` as its call to action. */
  href?: string;
  action?: string;
  /** "attention" tints the card when the figure needs action. */
  tone?: "default" | "attention";
};

/** A headline figure (a group named by its label). With `href`, the card is one link to the list behind it. */
export function StatCard({ label, value, detail, icon, href, action = "Open", tone = "default" }: StatCardProps) {
  const labelId = useId();
  const body = (
    <>
      <div className="flex items-center justify-between gap-3">
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        {icon && (
          <span
            className={cn(
              "grid size-9 place-items-center rounded-lg [&>svg]:size-5",
              tone === "attention" ? "bg-amber-100 text-amber-800" : "bg-brand-50 text-brand-700",
            )}
          >
            {icon}
          </span>
        )}
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-500">{detail}</p>}
      {href && (
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800">
          {action} <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      )}
    </>
  );
  const frame = cn(
    "relative block rounded-2xl border bg-white p-5 shadow-sm",
    tone === "attention" ? "border-amber-300 ring-1 ring-amber-200" : "border-slate-200",
  );
  if (!href)
    return (
      <div role="group" aria-labelledby={labelId} className={frame}>
        {body}
      </div>
    );
  return (
    <Link href={href} className={cn(frame, "group transition-colors hover:border-brand-300 hover:shadow")}>
      {body}
    </Link>
  );
}
