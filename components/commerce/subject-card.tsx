import { Card } from "@/components/ui/card";
import { CheckIcon, ClockIcon, QuizIcon } from "@/components/ui/icons";
import { TextLink } from "@/components/ui/text-link";
import { formatDateTime, formatPKR } from "@/lib/format";
import type { SubjectView } from "@/lib/subjects/admin";
import { AccessNote } from "./access-note";
import { AddToCartButton } from "./add-to-cart-button";
import { subjectCardId } from "./subject-card-id";
import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS, renewalNote } from "@/lib/entitlements/terms";

export type SubjectCardProps = {
  subject: SubjectView;
  /** Set when the learner already holds the subject (its own purchase or the monthly plan). */
  unlockedUntil: Date | null;
  /** When a renewal bought now would start: the end of the learner's own access to it (null: at approval). */
  renewsFrom: Date | null;
  /** The subject is in an order waiting for approval. */
  awaitingApproval: boolean;
};

const quizzesLabel = (count: number) => (count === 0 ? "No quizzes yet" : `${count} ${count === 1 ? "quiz" : "quizzes"}`);

/** A subject on /buy-quiz: what it is, what it costs, and whether the learner can buy it. */
export function SubjectCard({ subject, unlockedUntil, renewsFrom, awaitingApproval }: SubjectCardProps) {
  const titleId = `subject-${subject.id}-title`;
  return (
    <Card
      as="article"
      id={subjectCardId(subject.id)}
      aria-labelledby={titleId}
      className="flex w-full scroll-mt-24 flex-col p-5 target:ring-2 target:ring-brand-600 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {subject.name}
        </h2>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          <QuizIcon className="size-3.5" />
          {quizzesLabel(subject.quizCount)}
        </span>
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">
        {subject.description || `Every quiz of this subject, with ${ATTEMPTS_PER_ENTITLEMENT} attempts each.`}
      </p>
      <div className="mt-auto pt-5">
        <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{formatPKR(subject.price)}</p>
        <p className="text-xs text-slate-500">for {ENTITLEMENT_DAYS} days</p>
        <div className="mt-4">
          {unlockedUntil ? (
            <>
              <AccessNote tone="success" icon={<CheckIcon />}>
                Unlocked until {formatDateTime(unlockedUntil)}
              </AccessNote>
              {/* A renewal starts when the learner's own access ends, and brings its attempts then (docs/rules.md, "Access, payments and attempts"). */}
              <div className="mt-3 space-y-1.5">
                <AddToCartButton
                  subject={{ id: subject.id, name: subject.name, price: subject.price }}
                  describedBy={`${titleId} ${titleId}-renewal`}
                  label="Renew"
                  variant="outline"
                />
                <p id={`${titleId}-renewal`} className="text-xs text-slate-600">
                  {renewalNote(renewsFrom)}
                </p>
              </div>
            </>
          ) : awaitingApproval ? (
            <AccessNote tone="pending" icon={<ClockIcon />}>
              Awaiting approval ·{" "}
              <TextLink href="/profile/pending-order" className="text-amber-900">
                View order
              </TextLink>
            </AccessNote>
          ) : (
            <AddToCartButton subject={{ id: subject.id, name: subject.name, price: subject.price }} describedBy={titleId} />
          )}
        </div>
      </div>
    </Card>
  );
}
