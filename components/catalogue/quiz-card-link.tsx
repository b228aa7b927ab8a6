import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRightIcon } from "@/components/ui/icons";

/** Where a catalogue card leads, by who is looking (decided on the server, see catalogueAction). */
export type CatalogueAction = { href: string; label: string };

/** A catalogue card's link, ending in its call to action. */
export function QuizCardLink({ action, children, className }: { action: CatalogueAction; children: ReactNode; className: string }) {
  return (
    <Link href={action.href} className={className}>
      {children}
      <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700">
        {action.label}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
