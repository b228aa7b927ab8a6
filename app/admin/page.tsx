import type { Metadata } from "next";
import { StatCard } from "@/components/admin/reports/stat-card";
import { CardIcon, ChartIcon, MailIcon, UsersIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { requirePageAdmin } from "@/lib/auth/session";
import { openMessageCount } from "@/lib/contact/messages";
import { pendingPaymentCount } from "@/lib/payments/read";
import { APPROVAL_WITHIN } from "@/lib/payments/approval-promise";
import { learnerCount } from "@/lib/users/admin";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminHomePage() {
  const user = await requirePageAdmin();
  const [pending, messages, learners] = await Promise.all([pendingPaymentCount(), openMessageCount(), learnerCount()]);

  return (
    <>
      <PageHeader
        title="Welcome"
        description={`Signed in as ${user.name}. Here is what needs you first; everything else is in the menu.`}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Pending payments"
          value={pending}
          detail={pending === 0 ? "Nothing to approve" : `Waiting for approval (promised ${APPROVAL_WITHIN})`}
          icon={<CardIcon />}
          href="/admin/payments"
          action="Review payments"
          tone={pending > 0 ? "attention" : "default"}
        />
        <StatCard
          label="Open messages"
          value={messages}
          detail={messages === 0 ? "You're all caught up" : "From the contact form, not yet handled"}
          icon={<MailIcon />}
          href="/admin/messages"
          action="Read messages"
          tone={messages > 0 ? "attention" : "default"}
        />
        <StatCard
          label="Learners"
          value={learners}
          detail="Registered learner accounts"
          icon={<UsersIcon />}
          href="/admin/users"
          action="Manage users"
        />
      </div>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <ChartIcon className="size-4 shrink-0 text-brand-700" />
        <span>
          Revenue, access and pass rates are in <TextLink href="/admin/reports">Reports</TextLink>.
        </span>
      </p>
    </>
  );
}
