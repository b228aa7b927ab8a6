import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { CheckIcon, ClockIcon } from "@/components/ui/icons";
import { TextLink } from "@/components/ui/text-link";
import { cn } from "@/components/ui/cn";
import { countOf } from "@/lib/format";
import { formatDay, sessionSize } from "@/lib/plan/days";
import { newQuestionsFigure } from "@/lib/plan/new-questions-figure";
import type { StudyPlan } from "@/lib/plan/read";
import { trackWords, type Track } from "@/lib/plan/track";
import { StartStudyButton } from "./start-study-button";

const SETTINGS_FIELD = "/profile/settings#exam-date";

/**
 * The study plan at the top of My Progress (docs/rules.md, "Study plan"): today's work against the plan, and one way to start it.
 * On track or not is said only against an exam date, and never without its reason (lib/plan/track.ts);
 * reviews due are the header's "N due" (`dueCounts`).
 */
export function TodayCard({ plan, weakestTags }: { plan: StudyPlan; weakestTags: string[] }) {
  const perDay = plan.newPerDay;
  const newToday = newQuestionsFigure(plan.today.new, perDay);
  const nothingToDo = plan.unused === 0 && plan.dueToday === 0;
  return (
    <Card as="section" aria-labelledby="today-heading" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
            Today
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <ExamLine plan={plan} />
          </p>
        </div>
        {plan.daysLeft !== null && <TrackBadge track={plan} />}
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <Figure label="New questions" value={newToday.value}>
          {perDay !== null && <NewBar done={plan.today.new} target={perDay} text={newToday.note ?? newToday.value} />}
          {newToday.note && <span className={perDay === null ? undefined : "mt-2 block"}>{newToday.note}</span>}
        </Figure>
        <Figure label="Reviews due now" value={String(plan.dueNow)}>
          {countOf(plan.today.reviews, "review")} done today
          {plan.dueToday > plan.dueNow && `, ${plan.dueToday - plan.dueNow} more due later today`}
        </Figure>
        <Figure label="Streak" value={countOf(plan.streak, "day")}>
          {plan.streak === 0 ? "Answer a question to start one." : "Days in a row with an answer."}
        </Figure>
      </dl>

      {/* Without an exam date there is no badge; overdue reviews are still worth saying. */}
      {plan.daysLeft === null && plan.overdue > 0 && (
        <p className="mt-4 text-sm text-slate-700">{countOf(plan.overdue, "review")} overdue by more than a day: review them first.</p>
      )}

      <div className="mt-5">
        {nothingToDo ? (
          <p className="text-sm text-slate-700">
            No reviews are due and no new questions are left in your subjects. <TextLink href="/practice">Practise again</TextLink> or{" "}
            <TextLink href="/buy-quiz">add a subject</TextLink>.
          </p>
        ) : (
          <StartStudyButton reviewsDue={plan.dueNow > 0} tags={weakestTags} count={sessionSize(perDay, plan.today.new)} />
        )}
      </div>
    </Card>
  );
}

function ExamLine({ plan }: { plan: StudyPlan }) {
  if (plan.examDate === null)
    return (
      <>
        No exam date yet. <TextLink href={SETTINGS_FIELD}>Set your exam date</TextLink> to get a daily target of new questions.
      </>
    );
  if (plan.daysLeft === null)
    return (
      <>
        Your exam date ({formatDay(plan.examDate)}) has passed. <TextLink href={SETTINGS_FIELD}>Set your next one</TextLink>.
      </>
    );
  const left = plan.daysLeft === 0 ? "today" : `in ${countOf(plan.daysLeft, "day")}`;
  return (
    <>
      Exam on {formatDay(plan.examDate)}, {left}. {countOf(plan.unused, "question")} not yet seen.{" "}
      <TextLink href={SETTINGS_FIELD}>Change the date</TextLink>
    </>
  );
}

/** "On track", or "Not on track: …" with every reason that holds (never the verdict alone). */
function TrackBadge({ track }: { track: Track }) {
  const Icon = track.onTrack ? CheckIcon : ClockIcon;
  return (
    <p
      data-testid="track-badge"
      className={cn(
        "inline-flex max-w-full items-start gap-1.5 rounded-2xl px-3 py-1 text-sm font-semibold ring-1 sm:max-w-xs",
        track.onTrack ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-900 ring-amber-200",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{trackWords(track)}</span>
    </p>
  );
}

/** A figure of the day: label, value and a line below; on a phone the value sits beside its label. */
function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-xl bg-slate-50 px-4 py-3 sm:block sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:mt-1 sm:text-2xl">{value}</dd>
      <dd className="col-span-2 mt-1.5 text-sm text-slate-600 sm:mt-2">{children}</dd>
    </div>
  );
}

/** Today's new questions against the day's share; full once reached (or when nothing is left to learn). `text` is what it reads aloud. */
function NewBar({ done, target, text }: { done: number; target: number; text: string }) {
  const share = target === 0 ? 1 : Math.min(1, done / target);
  return (
    <span
      role="progressbar"
      aria-label="New questions today"
      aria-valuemin={0}
      aria-valuemax={Math.max(target, 1)}
      aria-valuenow={target === 0 ? 1 : Math.min(done, target)}
      aria-valuetext={text}
      className="block h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <span className="block h-full rounded-full bg-brand-600" style={{ width: `${Math.round(share * 100)}%` }} />
    </span>
  );
}
