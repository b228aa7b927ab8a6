import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { SideNav, type SideNavItem } from "@/components/layout/side-nav";
import { CardIcon, ChartIcon, NoteIcon, QuizIcon, SettingsIcon, UserIcon } from "@/components/ui/icons";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { robots: { index: false, follow: false } };

const items: SideNavItem[] = [
  { href: "/profile/progress", label: "My Progress", icon: <ChartIcon /> },
  { href: "/profile", label: "My profile", icon: <UserIcon /> },
  { href: "/profile/results", label: "See Results", icon: <ChartIcon /> },
  { href: "/profile/allowed-quizzes", label: "Allowed Quizzes", icon: <QuizIcon /> },
  { href: "/profile/pending-order", label: "Pending Order", icon: <CardIcon /> },
  { href: "/profile/notes", label: "Notes", icon: <NoteIcon /> },
  { href: "/profile/my-questions", label: "My question notes", icon: <NoteIcon /> },
  { href: "/profile/settings", label: "Settings", icon: <SettingsIcon /> },
];

export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const user = await requirePageLearner();
  return (
    <Container className="py-6 sm:py-10">
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
        <aside className="md:sticky md:top-[calc(var(--site-header-height)+2rem)] md:self-start">
          <div className="mb-4 hidden rounded-xl bg-white p-4 ring-1 ring-slate-200 md:block">
            <p className="text-xs font-medium text-slate-500">Signed in as</p>
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
          </div>
          <SideNav label="Account" items={items} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  );
}
