import type { ReactNode } from "react";
import { cn } from "./cn";
import { Label } from "./label";

/** Props a Field hands to its control so label, hint and error are wired for assistive tech. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Shown under the control in red and announced; marks the control aria-invalid. */
  error?: string | null;
  className?: string;
  /** Extra content at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label + control + hint + error.
 * `<Field id="email" label="Email" required error={e}>{(c) => <Input {...c} type="email" />}</Field>`
 */
export function Field({ id, label, required, hint, error, className, labelAside, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
        {labelAside}
      </div>
      {children({ id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className={cn("text-sm font-medium text-red-700", !error && "sr-only")}>
        {error}
      </p>
    </div>
  );
}
