import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccessPeriods } from "@/components/admin/users/record/access-periods";
import { AttemptsList } from "@/components/admin/users/record/attempts-list";
import { ExtendAccessForm, PLAN } from "@/components/admin/users/record/extend-access-form";
import { ExtensionHistory } from "@/components/admin/users/record/extension-history";
import { PaymentsList } from "@/components/admin/users/record/payments-list";
import { StatusBadge } from "@/components/admin/users/users-table";
import { buttonClasses } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { isDomainError } from "@/lib/errors";
import { formatDate, NO_VALUE } from "@/lib/format";
import { isUuid } from "@/lib/ids";
import { learnerRecord } from "@/lib/users/record";

export const metadata: Metadata = { title: "Learner" };

/**
 * `/admin/users/{id}`: a learner's access (and its extension), payments and attempts
 * (docs/rules.md, "A learner's record and extending access").
 */
export default async function LearnerRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requirePageAdmin();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  // An admin's account has no record: the page says Not found, as for an account that does not exist.
  const record = await learnerRecord(admin, id.toLowerCase()).catch((error: unknown) => {
    if (isDomainError(error, "NotFound", "NotALearner")) notFound();
    throw error;
  });
  const { user } = record;

  return (
    <>
      <PageHeader
        eyebrow="Learner"
        title={<span className="break-words">{user.name}</span>}
        description={<span className="break-all">{user.email}</span>}
        actions={
          <Link href="/admin/users" className={buttonClasses({ variant: "outline", size: "sm" })}>
            Back to users
          </Link>
        }
      />
      <dl className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Phone</dt>
          <dd className="tabular-nums">{user.phone || NO_VALUE}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Joined</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Extra time</dt>
          <dd className="tabular-nums">{user.extraTimePercent > 0 ? `${user.extraTimePercent} %` : "None"}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Account</dt>
          <dd className="flex flex-wrap gap-1.5">
            <StatusBadge disabled={user.disabled} />
          </dd>
        </div>
      </dl>
      <div className="space-y-6">
        <AccessPeriods periods={record.periods} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CardSection
            id="record-extend"
            title="Extend access"
            description="Lengthens a running access, e.g. after a bank delay. It is recorded with your name and the reason."
          >
            <ExtendAccessForm
              userId={user.id}
              options={record.extendable.map(({ subjectId, ...access }) => ({ ...access, value: subjectId ?? PLAN }))}
            />
          </CardSection>
          <ExtensionHistory extensions={record.extensions} />
        </div>
        <PaymentsList payments={record.payments} learnerName={user.name} />
        <AttemptsList attempts={record.attempts} />
      </div>
    </>
  );
}
