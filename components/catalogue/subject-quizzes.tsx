import { ClockIcon, QuizIcon } from "@/components/ui/icons";
import type { CatalogueQuiz, CatalogueSubject } from "@/lib/catalogue/public";
import { quizTimeText } from "@/components/quiz/quiz-time";
import { countOf, formatDateTime, formatPKR } from "@/lib/format";
import { QuizCardLink, type CatalogueAction } from "./quiz-card-link";
import { catalogueAction, ownedUntil, type CatalogueViewer } from "./viewer";

/**
 * The chosen subject's heading and its quiz cards: a visitor is led to sign up, a learner to buy the
 * subject or, when they hold it, to start each quiz.
 */
export function SubjectQuizzes({ subject, viewer }: { subject: CatalogueSubject; viewer: CatalogueViewer }) {
  const until = ownedUntil(viewer, subject.id);
  return (
    <section aria-labelledby="subject-title">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <div>
          <h2 id="subject-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {subject.name}
          </h2>
          {subject.description && <p className="mt-1 max-w-2xl text-slate-600">{subject.description}</p>}
        </div>
        <p className="mt-1 shrink-0 text-sm font-medium text-slate-600 sm:mt-0">
          {countOf(subject.quizzes.length, "quiz", "quizzes")} ·{" "}
          {until ? (
            <span className="text-emerald-800">Unlocked until {formatDateTime(until)}</span>
          ) : (
            `${formatPKR(subject.price)} to unlock`
          )}
        </p>
      </div>
      {subject.quizzes.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          No quizzes in this subject yet. Check back soon.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {subject.quizzes.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} action={catalogueAction(viewer, subject.id, quiz.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QuizCard({ quiz, action }: { quiz: CatalogueQuiz; action: CatalogueAction }) {
  return (
    <li>
      <QuizCardLink
        action={action}
        className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
      >
        <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">{quiz.name}</h3>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          <div>
            <dt className="sr-only">Questions</dt>
            <dd className="flex items-center gap-1.5">
              <QuizIcon className="size-4 text-brand-600" />
              {countOf(quiz.questionCount, "question")}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Time</dt>
            <dd className="flex items-center gap-1.5">
              <ClockIcon className="size-4 text-brand-600" />
              {quizTimeText(quiz.quizTimeMinutes)}
            </dd>
          </div>
        </dl>
      </QuizCardLink>
    </li>
  );
}
