import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Card } from "@/components/ui/card";

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** Narrow centred card for sign-in style screens (login, register, forgot password). */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container size="sm" className="py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1.5 text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>}
    </Container>
  );
}
