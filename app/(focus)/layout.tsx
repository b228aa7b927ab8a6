import type { ReactNode } from "react";
import { Brand } from "@/components/layout/brand";
import { Container } from "@/components/layout/container";
import { requirePageLearner } from "@/lib/auth/session";

/** Full-screen focus shell for taking and reviewing quizzes: no site navigation to wander off to. */
export default async function FocusLayout({ children }: { children: ReactNode }) {
  await requirePageLearner();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-14 items-center">
          <Brand href={null} />
        </Container>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
