import type { Metadata } from "next";
import type { ReactNode } from "react";
import { JoinBanner } from "@/components/home/join-banner";
import { Container } from "@/components/layout/container";
import { Card } from "@/components/ui/card";
import { BookIcon, ChartIcon, QuizIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "About",
  description:
    "AnaesPrep is free to join: timed anaesthesia quizzes, expert-verified notes and resources, and a progress dashboard for exam candidates.",
  path: "/about",
});

const offers: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: "Quizzes",
    text: "Chapter-wise and topic-based MCQs, timed like the real exam, with clear results after every attempt.",
    icon: <QuizIcon className="size-6" />,
  },
  {
    title: "Books and resources",
    text: "Expert-verified notes, case discussions and summaries of current guidelines, ready to revise from.",
    icon: <BookIcon className="size-6" />,
  },
  {
    title: "Progress dashboard",
    text: "Every score in one place, so you can see where you are strong and where to spend your next evening.",
    icon: <ChartIcon className="size-6" />,
  },
];

export default function AboutPage() {
  return (
    <>
      <Container size="md" className="py-12 sm:py-16">
        <PageHeader eyebrow="About AnaesPrep" title="Built for anaesthesia exam candidates" />
        <section aria-labelledby="mission" className="space-y-4 text-lg text-slate-600">
          <h2 id="mission" className="text-xl font-semibold text-slate-900">
            Our mission
          </h2>
          <p>
            Preparing for an anaesthesia exam alongside clinical work is hard. AnaesPrep gives doctors and students one calm, focused place
            to practise, revise and measure their progress, so study time goes where it matters.
          </p>
          <p>
            Our content is written and checked with clinical practice in mind: real case studies, updated guidelines and questions that
            reward understanding, not memorisation.
          </p>
        </section>
      </Container>
      <Container className="pb-16">
        <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900">What we offer</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {offers.map((offer) => (
            <Card as="li" key={offer.title}>
              <span className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-700">{offer.icon}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{offer.title}</h3>
              <p className="mt-2 text-slate-600">{offer.text}</p>
            </Card>
          ))}
        </ul>
      </Container>
      <JoinBanner
        title="Joining is free"
        text="Sign up at no cost, look around, and buy a subject or the monthly plan only when you are ready."
      />
    </>
  );
}
