import type { ComponentProps } from "react";
import { cn } from "./cn";

type LabelProps = ComponentProps<"label"> & { required?: boolean };

/** A form label; `required` adds a visual "*" (the control's own `required` is what assistive tech reads). */
export function Label({ required, className, children, ...rest }: LabelProps) {
  return (
    <label className={cn("block text-sm font-medium text-slate-800", className)} {...rest}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  );
}
