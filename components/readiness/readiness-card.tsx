import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { TextLink } from "@/components/ui/text-link";
import { countOf, formatDate } from "@/lib/format";
import { READINESS_ANSWERS } from "@/lib/readiness/constants";
import type { ReadinessView } from "@/lib/readiness/schemas";
import { ReadinessBar } from "./readiness-bar";

const HEADING_ID = "readiness-heading";

const POSITION_WORDS = {
  below: { text: "Your whole range is below the pass mark", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  around: { text: "Your range straddles the pass mark", className: "bg-sky-50 text-sky-900 ring-sky-200" },
  above: { text: "Your whole range is above the pass mark", className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
} as const;

/**
 * "Am I ready?" on the learner's home and My Progress (docs/rules.md, "Readiness"): the predicted
 * score on a reference FCPS paper with its range, drawn on a 0–100 bar with the admin's pass mark;
 * or, below READINESS_ANSWERS answers on the scale, how many more it needs. Said as a prediction
 * with its range, never as a promise.
 */
export function ReadinessCard({ view }: { view: ReadinessView }) {
  return (
    <Card as="section" aria-labelledby={HEADING_ID} className="p-5 sm:p-6" data-testid="readiness-card">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        Am I ready?
      </h2>
      {view.status === "ready" ? <Ready view={view} /> : <NeedsMore view={view} />}
    </Card>
  );
}

function Ready({ view }: { view: ReadinessView }) {
  const { predictedPercent, low, high, passMark, position, percentile } = view;
  const words = POSITION_WORDS[position!];
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        A prediction from your first answers, with its range — not a promise of your exam score.
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <p className="text-slate-900">
          <span className="block text-sm text-slate-600">Predicted score</span>
          <span className="text-4xl font-bold tabular-nums">{predictedPercent} %</span>{" "}
          <span className="text-sm text-slate-700">
            likely between <strong className="tabular-nums">{low} %</strong> and <strong className="tabular-nums">{high} %</strong>
          </span>
        </p>
        <p className={cn("rounded-full px-3 py-1 text-sm font-semibold ring-1", words.className)}>{words.text}</p>
      </div>
      <ReadinessBar low={low!} high={high!} predicted={predictedPercent!} passMark={passMark} />
      <ul className="mt-4 space-y-1 text-sm text-slate-600">
        <li>
          Pass mark {passMark} %: <span className="font-medium text-slate-700">set by your admin</span>, since the college publishes none.
        </li>
        {percentile !== null && <li>Your level is above {percentile} % of learners who have a prediction.</li>}
        <li>
          From {countOf(view.answersUsed, "first answer")} to {countOf(view.itemsOnScale, "calibrated question")}
          {view.updatedAt && <>, updated {formatDate(view.updatedAt)}</>}.
        </li>
      </ul>
    </>
  );
}

function NeedsMore({ view }: { view: ReadinessView }) {
  const calibrated = view.itemsOnScale > 0;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {calibrated
          ? `Answer ${countOf(view.answersNeeded, "more calibrated question")} for a predicted score with its range.`
          : "No question has enough answers from learners to be calibrated yet: a prediction appears once some have."}
      </p>
      {calibrated && (
        <div className="mt-4">
          <div className="flex justify-between text-xs text-slate-600">
            <span id="readiness-progress-label">First answers on calibrated questions</span>
            <span className="tabular-nums">
              {view.answersUsed} / {READINESS_ANSWERS}
            </span>
          </div>
          <progress
            aria-labelledby="readiness-progress-label"
            value={view.answersUsed}
            max={READINESS_ANSWERS}
            className="mt-1 h-2.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-600"
          />
        </div>
      )}
      <p className="mt-4 text-sm">
        <TextLink href="/practice">Practise new questions</TextLink>
      </p>
    </>
  );
}

/** While the prediction is read (the page streams the rest). */
export function ReadinessCardSkeleton() {
  return (
    <Card as="section" aria-labelledby={HEADING_ID} aria-busy="true" className="p-5 sm:p-6">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        Am I ready?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Working out your prediction…</p>
      <div className="mt-4 h-10 w-40 animate-pulse rounded-lg bg-slate-100" />
      <div className="mt-4 h-4 w-full animate-pulse rounded-full bg-slate-100" />
    </Card>
  );
}

/** The card once the page's read of the readiness resolves (inside a Suspense with the skeleton). */
export async function ReadinessCardOf({ view }: { view: Promise<ReadinessView> }) {
  return <ReadinessCard view={await view} />;
}
