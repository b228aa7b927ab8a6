import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { QuizIcon } from "@/components/ui/icons";

type EmptyStateProps = { title: string; children: ReactNode; action?: { href: string; label: string } };

/** A friendly empty list: what is missing and where to go next. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <QuizIcon className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-slate-600">{children}</p>
      {action && (
        <ButtonLink href={action.href} className="mt-2">
          {action.label}
        </ButtonLink>
      )}
    </Card>
  );
}
