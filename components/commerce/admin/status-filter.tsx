"use client";

import { cn } from "@/components/ui/cn";
import { STATUS_LABEL, type PaymentStatus } from "../status-badge";

export type StatusFilterValue = PaymentStatus | "ALL";

const OPTIONS: StatusFilterValue[] = ["ALL", "PENDING", "ACCEPTED", "REJECTED"];
const label = (value: StatusFilterValue) => (value === "ALL" ? "All" : STATUS_LABEL[value]);

type StatusFilterProps = {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
  counts: Record<StatusFilterValue, number>;
};

/** A segmented control of toggle buttons (aria-pressed), each with its count. */
export function StatusFilter({ value, onChange, counts }: StatusFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="grid w-full grid-cols-4 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:w-auto sm:gap-0"
    >
      {OPTIONS.map((option) => {
        const selected = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option)}
            className={cn(
              "flex flex-col items-center gap-0.5 rounded-lg px-1 py-1.5 text-sm font-semibold transition-colors sm:flex-row sm:gap-2 sm:px-4",
              selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {label(option)}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                selected ? "bg-brand-50 text-brand-800" : "bg-white/70 text-slate-600",
              )}
            >
              {counts[option]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
