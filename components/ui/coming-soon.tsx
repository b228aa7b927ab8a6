import type { ReactNode } from "react";
import { Card } from "./card";
import { SparkleIcon } from "./icons";
import { PageHeader } from "./page-header";

export type ComingSoonProps = {
  /** The page heading (h1). */
  title: string;
  /** What this screen will offer. */
  description?: ReactNode;
  /** Optional links or buttons (e.g. back to somewhere useful). */
  children?: ReactNode;
};

/** A tidy placeholder for a screen whose real content is still being built. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <div>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <SparkleIcon className="size-6" />
        </span>
        <p className="text-lg font-semibold text-slate-900">Coming soon</p>
        <p className="max-w-md text-slate-600">{description ?? "We are putting the finishing touches on this page."}</p>
        {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
      </Card>
    </div>
  );
}
