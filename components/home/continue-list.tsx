import { Card } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button";
import { quizHref } from "@/components/quiz/links";
import { formatDateTime } from "@/lib/format";
import type { OpenWork } from "@/lib/home/open-work";

const practiceNames = { tutor: "Tutor practice", timed: "Timed practice", review: "Review session" } as const;

const nameOf = (work: OpenWork) => (work.kind === "practice" ? practiceNames[work.mode] : work.name);
const kindOf = (work: OpenWork) => (work.kind === "grand_test" ? "Grand test" : work.kind === "quiz" ? "Quiz" : "Practice");
const hrefOf = (work: OpenWork) =>
  work.kind === "practice"
    ? `/practice/${encodeURIComponent(work.sessionId)}`
    : quizHref(work.quizId, work.attemptId, work.kind === "grand_test");

/** "Continue where you left off": the learner's open attempts and running sessions, each with Resume (no dialog: it started already). */
export function ContinueList({ work }: { work: OpenWork[] }) {
  return (
    <Card as="section" aria-labelledby="continue-heading" className="p-5 sm:p-6">
      <h2 id="continue-heading" className="text-lg font-semibold text-slate-900">
        Continue where you left off
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {work.map((item) => {
          const name = nameOf(item);
          return (
            <li
              key={item.kind === "practice" ? item.sessionId : item.attemptId}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium break-words text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">
                  {kindOf(item)} · {item.answered} of {item.total} answered
                  {item.deadline ? ` · time runs out ${formatDateTime(item.deadline)}` : ` · started ${formatDateTime(item.startedAt)}`}
                </p>
              </div>
              <ButtonLink href={hrefOf(item)} size="sm" aria-label={`Resume ${name}`} className="max-sm:w-full">
                Resume
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
