import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EXAM_PASS_MARK_NAME, QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { countOf, formatDate } from "@/lib/format";
import { bandRangeName, ON_SCALE_ANSWERS, READINESS_ANSWERS } from "@/lib/readiness/constants";
import type { ReadinessView } from "@/lib/readiness/schemas";
import { ReadinessBar } from "./readiness-bar";
import { ReadinessNextStep } from "./readiness-next-step";

const HEADING_ID = "readiness-heading";

const POSITION_WORDS = {
  below: { text: `Your whole range is below the ${EXAM_PASS_MARK_NAME}`, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  around: { text: `The ${EXAM_PASS_MARK_NAME} lies inside your range`, className: "bg-sky-50 text-sky-900 ring-sky-200" },
  above: { text: `Your whole range is above the ${EXAM_PASS_MARK_NAME}`, className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
} as const;

/** "An 80% range" at the start of a sentence. */
const RangeName = ({ level }: { level: number }) => {
  const name = bandRangeName(level);
  return <>{name[0]!.toUpperCase() + name.slice(1)}</>;
};

/** A percent that never wraps away from its number ("75%"). */
const Percent = ({ value }: { value: number }) => <span className="whitespace-nowrap tabular-nums">{value}%</span>;

/**
 * "Am I ready?" on the learner's home and My Progress (docs/rules.md, "Readiness"): the predicted
 * score on a reference FCPS paper with its 80% range, drawn on a 0–100 bar with the exam pass mark;
 * or, below READINESS_ANSWERS answers on calibrated questions, how many more it needs and which
 * questions count. Always when it was last updated and one next step. Said as a prediction with its
 * range, never as a promise.
 */
export function ReadinessCard({ view }: { view: ReadinessView }) {
  return (
    <Card as="section" aria-labelledby={HEADING_ID} className="p-5 sm:p-6" data-testid="readiness-card">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        Am I ready?
      </h2>
      {view.status === "ready" ? <Ready view={view} /> : <NeedsMore view={view} />}
      <ReadinessNextStep view={view} />
    </Card>
  );
}

/** The later of the ability's last move and the last calibration: when the prediction last changed. */
function lastUpdated(view: ReadinessView): string | null {
  const times = [view.updatedAt, view.calibratedAt].filter((time): time is string => time !== null);
  return times.length === 0 ? null : times.reduce((latest, time) => (Date.parse(time) > Date.parse(latest) ? time : latest));
}

function Ready({ view }: { view: ReadinessView }) {
  const { predictedPercent, low, high, passMark, position, peers } = view;
  const words = POSITION_WORDS[position!];
  const updated = lastUpdated(view);
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        A prediction from your first answers on calibrated questions, with its range — not a promise of your exam score.
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <p className="text-slate-900">
          <span className="block text-sm text-slate-600">Predicted score</span>
          <span className="text-4xl font-bold tabular-nums">{predictedPercent}%</span>{" "}
          <span className="text-sm text-slate-700">
            likely between{" "}
            <strong>
              <Percent value={low!} />
            </strong>{" "}
            and{" "}
            <strong>
              <Percent value={high!} />
            </strong>
          </span>
        </p>
        <p className={cn("rounded-full px-3 py-1 text-sm font-semibold ring-1", words.className)}>{words.text}</p>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <RangeName level={view.bandLevel} />: your score on a fresh paper should fall inside it about {Math.round(view.bandLevel * 10)}{" "}
        times in 10.
      </p>
      <ReadinessBar low={low!} high={high!} predicted={predictedPercent!} passMark={passMark} />
      <ul className="mt-4 space-y-1 text-sm text-slate-600">
        <li>
          <span className="font-medium text-slate-700">{view.passMarkLabel}</span>: set by your admin, since the college publishes none. A
          single quiz has its own pass mark, <Percent value={QUIZ_PASS_PERCENT} />.
        </li>
        {peers && (
          <li>
            {peers.total <= 1
              ? "You are the first learner with a prediction."
              : `Your level is above that of ${peers.below} of the ${peers.total} learners with a prediction.`}
          </li>
        )}
        <li>
          From {countOf(view.answersUsed, "first answer")} on calibrated questions{updated && <>; updated {formatDate(updated)}</>}.
        </li>
      </ul>
    </>
  );
}

function NeedsMore({ view }: { view: ReadinessView }) {
  const calibrated = view.itemsOnScale > 0;
  const { counting } = view;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {calibrated
          ? `Answer ${countOf(view.answersNeeded, "more calibrated question")} for a predicted score with ${bandRangeName(view.bandLevel)}.`
          : "No question has enough answers from learners to be calibrated yet: a prediction appears once some have."}
      </p>
      {calibrated && (
        <>
          <p className="mt-2 text-sm text-slate-600" data-testid="readiness-counting">
            Only calibrated questions count: those at least {ON_SCALE_ANSWERS} learners have answered, so their difficulty is known.
            {counting.inSubjects > 0 &&
              ` Your subjects have ${countOf(counting.inSubjects, "calibrated question")}, ${counting.unanswered} of them not yet answered by you.`}
          </p>
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
        </>
      )}
      {view.calibratedAt && (
        <p className="mt-3 text-xs text-slate-600">
          Questions last calibrated {formatDate(view.calibratedAt)}; it runs every night and adds the questions that have reached{" "}
          {ON_SCALE_ANSWERS} answers.
        </p>
      )}
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
