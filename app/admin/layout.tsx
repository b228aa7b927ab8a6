import type { ReactNode } from "react";
import { Brand } from "@/components/layout/brand";
import { SideNav, type SideNavItem } from "@/components/layout/side-nav";
import { LogoutButton } from "@/components/nav/logout-button";
import {
  BookIcon,
  CardIcon,
  ChartIcon,
  FlagIcon,
  GaugeIcon,
  HomeIcon,
  MailIcon,
  NoteIcon,
  QuizIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from "@/components/ui/icons";
import { requirePageAdmin } from "@/lib/auth/session";
import { openMessageCount } from "@/lib/contact/messages";
import { openReportCount } from "@/lib/question-reports";
import { pendingPaymentCount } from "@/lib/payments/read";

const items = (counts: { pendingPayments: number; openMessages: number; openReports: number }): SideNavItem[] => [
  { href: "/admin", label: "Home", icon: <HomeIcon /> },
  { href: "/admin/subject", label: "Subject", icon: <BookIcon /> },
  { href: "/admin/quiz", label: "Quiz", icon: <QuizIcon /> },
  { href: "/admin/tags", label: "Tags", icon: <TagIcon /> },
  { href: "/admin/question-reports", label: "Question reports", icon: <FlagIcon />, badge: { count: counts.openReports, label: "open" } },
  { href: "/admin/users", label: "Users", icon: <UsersIcon /> },
  { href: "/admin/payments", label: "Payment Request", icon: <CardIcon />, badge: { count: counts.pendingPayments, label: "pending" } },
  { href: "/admin/notes", label: "Notes", icon: <NoteIcon /> },
  { href: "/admin/reports", label: "Reports", icon: <ChartIcon /> },
  { href: "/admin/readiness", label: "Readiness", icon: <GaugeIcon /> },
  { href: "/admin/messages", label: "Messages", icon: <MailIcon />, badge: { count: counts.openMessages, label: "open" } },
  { href: "/admin/settings", label: "Settings", icon: <SettingsIcon /> },
];

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requirePageAdmin();
  const [pendingPayments, openMessages, openReports] = await Promise.all([pendingPaymentCount(), openMessageCount(), openReportCount()]);
  return (
    <div className="min-h-dvh md:flex">
      <aside className="bg-slate-900 px-3 pt-3 pb-3 md:fixed md:inset-y-0 md:left-0 md:flex md:w-64 md:flex-col md:overflow-y-auto md:px-4 md:py-6">
        <div className="flex items-center justify-between gap-2 px-1 pb-3 md:pb-6">
          <Brand href="/admin" tone="dark" />
          <span className="rounded-full bg-indigo-500/20 px-2 py-0.5 text-xs font-semibold text-indigo-200">Admin</span>
        </div>
        <SideNav
          label="Admin"
          tone="dark"
          items={items({ pendingPayments, openMessages, openReports })}
          footer={
            <div className="mt-4 border-t border-white/10 pt-4">
              <p className="truncate px-3 text-xs text-slate-400">Signed in as {user.name}</p>
              <LogoutButton className="mt-2 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white" />
            </div>
          }
        />
      </aside>
      <main id="main" className="min-w-0 flex-1 md:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8">{children}</div>
      </main>
    </div>
  );
}
