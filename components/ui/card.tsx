import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

type CardProps = HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "article" | "li" };

/** A white rounded surface with a hairline border. Add padding with className (default p-6). */
export function Card({ as: Tag = "div", className, ...rest }: CardProps) {
  return <Tag className={cn("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)} {...rest} />;
}

type CardSectionProps = { id: string; title: string; description?: ReactNode; className?: string; children: ReactNode };

/** A card that is a page section: an h2 (its accessible name), an optional line below it, then the content. */
export function CardSection({ id, title, description, className, children }: CardSectionProps) {
  return (
    <Card as="section" aria-labelledby={id} className={cn("min-w-0 p-5 sm:p-6", className)}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
