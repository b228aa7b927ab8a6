import type { Metadata } from "next";
import { AccessNote } from "@/components/commerce/access-note";
import { EmptyState } from "@/components/ui/empty-state";
import { SubjectCard } from "@/components/commerce/subject-card";
import { ScrollToHash } from "@/components/commerce/scroll-to-hash";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { BookIcon, CheckIcon, ShieldIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { requirePageLearner } from "@/lib/auth/session";
import { accessUntil } from "@/lib/entitlements";
import { formatDateTime } from "@/lib/format";
import { subjectsAwaitingApproval } from "@/lib/payments/read";
import { listSubjects } from "@/lib/subjects/admin";
import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS, subjectAccessUntil } from "@/lib/entitlements/terms";

export const metadata: Metadata = { title: "Buy Quiz", robots: { index: false, follow: false } };

export default async function BuyQuizPage() {
  const user = await requirePageLearner();
  const [subjects, access, awaiting] = await Promise.all([listSubjects(), accessUntil(user.id), subjectsAwaitingApproval(user.id)]);

  return (
    <Container className="py-10 sm:py-12">
      <ScrollToHash />
      <PageHeader
        title="Buy Quiz"
        description="Choose the subjects you want to practise, then check out from your cart."
        actions={
          <ButtonLink href="/cart" variant="outline">
            Go to cart
          </ButtonLink>
        }
      />
      <AccessNote tone="info" icon={<ShieldIcon />} className="mb-6 px-4 py-3">
        <p>Buying a subject unlocks all its quizzes, with {ATTEMPTS_PER_ENTITLEMENT} attempts each.</p>
        <p className="mt-0.5 font-normal text-brand-800">
          Access lasts {ENTITLEMENT_DAYS} days from approval. Want every subject? The{" "}
          <TextLink href="/pricing">Monthly Subscription</TextLink> unlocks them all.
        </p>
      </AccessNote>
      {access.all && (
        <AccessNote tone="success" icon={<CheckIcon />} className="mb-6 px-4 py-3">
          Your Monthly Subscription unlocks every subject until {formatDateTime(access.all)}.
        </AccessNote>
      )}
      {subjects.length === 0 ? (
        <EmptyState icon={<BookIcon />} title="No subjects yet">
          Our team is preparing the first subjects. Please check back soon.
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {subjects.map((subject) => (
            <li key={subject.id} className="flex">
              <SubjectCard
                subject={subject}
                unlockedUntil={subjectAccessUntil(access, subject.id)}
                renewsFrom={access.subjects.get(subject.id) ?? null}
                awaitingApproval={awaiting.has(subject.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
