"use client";

import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { ClockIcon, QuizIcon, SparkleIcon } from "@/components/ui/icons";
import { quizTimeText } from "@/components/quiz/quiz-time";
import { extraTimeNote } from "@/lib/accommodations/terms";
import type { QuizToStart } from "./use-start-quiz";

type StartQuizDialogProps = {
  quiz: QuizToStart | null;
  /** The learner's extra time, as an admin set it (docs/rules.md, "Extra time"). */
  extraTimePercent: number;
  onClose: () => void;
  onConfirm: () => void;
};

/** Name, time, questions (as a count, as marks and as MCQs), the learner's extra time, the instructions, and Start Quiz. */
export function StartQuizDialog({ quiz, extraTimePercent, onClose, onConfirm }: StartQuizDialogProps) {
  // A resumed attempt keeps the time it started with: only a new one gets today's extra time.
  const extraTime = quiz && !quiz.resume ? extraTimeNote(quiz.quizTime, extraTimePercent) : null;
  const facts = quiz
    ? [
        { label: "Time", value: quizTimeText(quiz.quizTime), icon: <ClockIcon /> },
        { label: "Questions", value: `${quiz.totalQuestions} MCQs`, icon: <QuizIcon /> },
        { label: "Total marks", value: `${quiz.totalQuestions * quiz.eachMCQMarks} marks`, icon: <SparkleIcon /> },
      ]
    : [];
  return (
    <Modal open={quiz !== null} onOpenChange={(open) => !open && onClose()} title={quiz?.name ?? ""} description={quiz?.subject.name}>
      {quiz && (
        <div className="space-y-5">
          <dl className="grid gap-2 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
                {/* The icon sits in the term: a <dl>'s groups may hold only <dt> and <dd>. */}
                <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
                  <span aria-hidden="true" className="text-brand-700 [&_svg]:size-4">
                    {fact.icon}
                  </span>
                  {fact.label}
                </dt>
                <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {extraTime && (
            <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
              <span aria-hidden="true" className="text-brand-700 [&_svg]:size-4">
                <ClockIcon />
              </span>
              {extraTime}
            </p>
          )}
          <section aria-labelledby="start-quiz-instructions">
            <h3 id="start-quiz-instructions" className="font-semibold text-slate-900">
              Instructions
            </h3>
            {quiz.description && <p className="mt-1.5 whitespace-pre-line text-slate-700">{quiz.description}</p>}
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
              <li>
                The quiz opens in a new tab.{" "}
                {quiz.quizTime > 0 ? "The timer starts at once and keeps running if you close the tab." : "There is no time limit."}
              </li>
              <li>Each answer is saved as you choose it; you can change it until you finish.</li>
              <li>
                {quiz.resume
                  ? "You have a quiz in progress: it will carry on where you left it."
                  : `This is attempt ${quiz.attemptsUsed + 1} of ${quiz.maxAttempts}.`}
              </li>
            </ul>
          </section>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onConfirm}>{quiz.resume ? "Resume Quiz" : "Start Quiz"}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
