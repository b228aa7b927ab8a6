import { ButtonLink } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { countOf } from "@/lib/format";
import type { ReadinessView } from "@/lib/readiness/schemas";
import { PractiseAtLevelButton } from "./practise-at-level-button";

/**
 * The card's one next step (lib/readiness/next-step.ts): one tap to practise the calibrated
 * questions the learner has not answered; else the subjects that have some; else what to wait for.
 */
export function ReadinessNextStep({ view }: { view: ReadinessView }) {
  const step = view.nextStep;
  if (step.kind === "practise")
    return (
      <div className="mt-5">
        <PractiseAtLevelButton questions={step.questions}>
          {view.status === "ready"
            ? `Practise ${countOf(step.questions, "question")} at your level`
            : `Practise ${countOf(step.questions, "calibrated question")}`}
        </PractiseAtLevelButton>
      </div>
    );
  if (step.kind === "addSubject") {
    const names = step.subjects.map((subject) => `${subject.name} (${subject.questions})`).join(", ");
    return (
      <div className="mt-5 space-y-3">
        <p className="text-sm text-slate-700">
          {view.counting.inSubjects === 0
            ? "None of the questions in your subjects is calibrated yet."
            : "You have answered every calibrated question in your subjects."}{" "}
          Calibrated questions you could answer are in {names}.
        </p>
        <ButtonLink href="/buy-quiz" variant="outline" className="w-full sm:w-auto">
          Add {step.subjects[0]!.name}
        </ButtonLink>
      </div>
    );
  }
  return (
    <p className="mt-5 text-sm text-slate-700">
      No calibrated question is left for you to answer. Each night&apos;s calibration adds the questions that have reached enough answers
      from learners: <TextLink href="/practice">keep practising</TextLink> and come back tomorrow.
    </p>
  );
}
