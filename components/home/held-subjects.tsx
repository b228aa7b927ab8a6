import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button";
import { ALLOWED_QUIZZES_HREF } from "@/components/quiz/links";
import { formatDateTime } from "@/lib/format";
import type { HeldSubject } from "@/lib/home/held-subjects";

const quizzesHref = (subjectId: string | null) =>
  subjectId ? `${ALLOWED_QUIZZES_HREF}?subject=${encodeURIComponent(subjectId)}` : ALLOWED_QUIZZES_HREF;

/**
 * "Your subjects": each subject the learner holds, the latest bought first, with the way to its quizzes —
 * "Start with {subject}" until they have begun one of them, so a purchase just approved leads somewhere.
 */
export function HeldSubjects({ subjects }: { subjects: HeldSubject[] }) {
  return (
    <Card as="section" aria-labelledby="held-subjects-heading" className="p-5 sm:p-6">
      <h2 id="held-subjects-heading" className="text-lg font-semibold text-slate-900">
        Your subjects
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {subjects.map((subject) => {
          const name = subject.name ?? "Every subject";
          return (
            <li key={subject.subjectId ?? "every"} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium break-words text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">Unlocked until {formatDateTime(subject.endsAt)}</p>
              </div>
              {subject.started ? (
                <ButtonLink href={quizzesHref(subject.subjectId)} size="sm" variant="outline" className="max-sm:w-full">
                  Quizzes<span className="sr-only"> of {name}</span>
                </ButtonLink>
              ) : (
                <ButtonLink href={quizzesHref(subject.subjectId)} size="sm" className="max-sm:w-full">
                  Start with {name}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
