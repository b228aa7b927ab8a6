import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Card } from "@/components/ui/card";
import { CheckIcon, NoteIcon, QuizIcon, TimerIcon } from "@/components/ui/icons";

type Benefit = { title: string; icon: ReactNode; points: string[] };

const benefits: Benefit[] = [
  {
    title: "Quiz",
    icon: <QuizIcon className="size-6" />,
    points: ["Chapter-wise quizzes", "Topic-based MCQs", "Real-time assessments"],
  },
  {
    title: "Notes",
    icon: <NoteIcon className="size-6" />,
    points: ["Expert-verified, clinically relevant notes", "Case discussions", "Updated guidelines"],
  },
  {
    title: "Practice Exams",
    icon: <TimerIcon className="size-6" />,
    points: ["Full-length mock tests", "Time-bound quizzes", "Performance tracking"],
  },
];

export function Benefits() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="benefits-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Everything you need to prepare
          </h2>
          <p className="mt-3 text-slate-600">Learn, revise and rehearse under exam conditions, all in one place.</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <Card as="li" key={benefit.title} className="flex flex-col">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                {benefit.icon}
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{benefit.title}</h3>
              <ul className="mt-4 space-y-2.5">
                {benefit.points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-slate-600">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
