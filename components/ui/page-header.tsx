import type { ReactNode } from "react";
import { cn } from "./cn";

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Small text above the title (section name). */
  eyebrow?: ReactNode;
  /** Buttons shown to the right on wide screens, below on phones. */
  actions?: ReactNode;
  align?: "start" | "center";
  className?: string;
};

/** The page's single <h1> with optional description and actions. */
export function PageHeader({ title, description, eyebrow, actions, align = "start", className }: PageHeaderProps) {
  const centered = align === "center";
  return (
    <header
      className={cn(
        "mb-6 flex flex-col gap-4",
        centered ? "items-center text-center" : "sm:flex-row sm:items-end sm:justify-between",
        className,
      )}
    >
      <div className={cn("min-w-0", centered && "flex flex-col items-center")}>
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className={cn("text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl", eyebrow ? "mt-1" : undefined)}>{title}</h1>
        {description && <p className="mt-1.5 max-w-2xl text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
