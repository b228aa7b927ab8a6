import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/ui/page-header";
import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS } from "@/lib/entitlements/terms";
import { APPROVAL_PROMISE } from "@/lib/payments/approval-promise";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Terms of use",
  description:
    "The terms of an AnaesPrep account: payments by bank transfer, access periods and attempts, grand tests, conduct and your data.",
  path: "/terms",
});

const SECTIONS: { title: string; points: string[] }[] = [
  {
    title: "Your account",
    points: [
      "One account is for one person. Do not share your sign-in: results, rankings and access are personal.",
      "Keep your email address and phone number current; we use them about your payments and results.",
    ],
  },
  {
    title: "Payments and access",
    points: [
      `You pay by bank transfer and upload proof of it. ${APPROVAL_PROMISE} Your subjects unlock when it is approved.`,
      `A subject (or the monthly plan) gives ${ENTITLEMENT_DAYS} days of access and ${ATTEMPTS_PER_ENTITLEMENT} attempts at each of its quizzes. Buying a subject you already hold adds a new period that starts when the current one ends.`,
      "A proof that has been used for another payment is checked before approval. Payments with false or reused proof are rejected and may close the account.",
      "A payment made twice by mistake is refunded to the account it came from once we have confirmed it; approved access is not refunded otherwise.",
    ],
  },
  {
    title: "Quizzes, practice and grand tests",
    points: [
      "Timed quizzes end at their deadline; answers saved in time count. Practice never uses a paid attempt.",
      "A grand test has one sitting per candidate within its window. Results, ranks and answers open for everyone when the test closes.",
      "Extra time for accessibility needs is granted by our team on request, before you start; it applies to everything you start afterwards.",
    ],
  },
  {
    title: "Content and conduct",
    points: [
      "Questions, explanations and notes are for your own preparation. Copying or publishing them is not allowed.",
      "AnaesPrep helps you prepare for exams; it is not clinical guidance. Always follow your local clinical guidelines.",
      "If a question looks wrong, report it from the question: our team reviews every report.",
    ],
  },
  {
    title: "Your data",
    points: [
      "We keep your name, email, phone, address, payment proofs and your answers, to run your account and show your progress.",
      "Your name appears on a grand-test leaderboard only if you choose so in Settings; otherwise your initials are shown.",
      "Write to us through the Contact page for a copy of your data or to close your account.",
    ],
  },
];

export default function TermsPage() {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <PageHeader
        eyebrow="AnaesPrep"
        title="Terms of use"
        description="What you agree to when you create an account. Last updated 26 Nov 2026."
      />
      <div className="mt-10 space-y-8">
        {SECTIONS.map((section) => (
          <section key={section.title} aria-labelledby={`terms-${section.title}`}>
            <h2 id={`terms-${section.title}`} className="text-lg font-semibold text-slate-900">
              {section.title}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}
