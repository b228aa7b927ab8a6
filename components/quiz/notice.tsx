import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Card } from "@/components/ui/card";

/** A centred card for a screen that cannot show its content: a heading, why, and where to go. */
export function Notice({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Container size="md" className="py-8 sm:py-12">
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="max-w-md text-slate-600">{children}</div>
        {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
      </Card>
    </Container>
  );
}
