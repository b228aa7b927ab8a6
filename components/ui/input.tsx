import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

export const controlClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600 " +
  "aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30";

export function Input({ className, ...rest }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, "h-11", className)} {...rest} />;
}

export function Textarea({ className, rows = 5, ...rest }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClasses, "py-2.5", className)} {...rest} />;
}

export function Select({ className, ...rest }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "h-11 pr-8", className)} {...rest} />;
}

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & { label: ReactNode };

/** A checkbox with its label bound by wrapping. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={cn("flex cursor-pointer items-start gap-2.5 text-sm text-slate-700", className)}>
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 rounded accent-brand-700" {...rest} />
      <span>{label}</span>
    </label>
  );
}
