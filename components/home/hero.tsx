import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { HeroIllustration } from "./hero-illustration";

const highlights = ["Exam preparation", "Case studies", "Updated guidelines", "Clinical excellence"];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-white to-brand-50/60">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            Anaesthesia exam preparation
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Prepare for your anaesthesia exams <span className="text-brand-700">with confidence</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">
            Chapter-wise quizzes, timed practice exams and expert-verified notes, built around real case studies and the latest guidelines,
            so you walk into the exam hall ready.
          </p>
          <ul className="mt-6 grid max-w-md grid-cols-2 gap-x-4 gap-y-2">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <CheckIcon className="size-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="#benefits" size="lg">
              Explore More
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            <ButtonLink href="/pricing" size="lg" variant="outline">
              See pricing
            </ButtonLink>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-lg">
          <HeroIllustration className="h-auto w-full" />
        </div>
      </Container>
    </section>
  );
}
