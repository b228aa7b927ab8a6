import type { ReactNode } from "react";
import { Card } from "./card";

export type EmptyStateProps = { icon: ReactNode; title: string; children?: ReactNode; action?: ReactNode; headingLevel?: "h2" | "h3" };

/** A centred card for a list with nothing in it, with an optional way forward. */
export function EmptyState({ icon, title, children, action, headingLevel: Heading = "h2" }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700 [&>svg]:size-6">{icon}</span>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {children && <div className="max-w-md text-slate-600">{children}</div>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </Card>
  );
}
