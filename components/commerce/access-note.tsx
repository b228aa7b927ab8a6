import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

const tones = {
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  info: "bg-brand-50 text-brand-900 ring-brand-100",
} as const;

/** A small tinted note with an icon: "Unlocked until …", "Awaiting approval", tips. */
export function AccessNote({
  tone,
  icon,
  children,
  className,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-inset [&>svg]:mt-px [&>svg]:size-4 [&>svg]:shrink-0",
        tones[tone],
        className,
      )}
    >
      {icon}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
