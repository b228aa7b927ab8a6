import type { HTMLAttributes } from "react";
import { cn } from "./cn";

type CardProps = HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "article" | "li" };

/** A white rounded surface with a hairline border. Add padding with className (default p-6). */
export function Card({ as: Tag = "div", className, ...rest }: CardProps) {
  return <Tag className={cn("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)} {...rest} />;
}
