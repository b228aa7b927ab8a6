import { Card } from "@/components/ui/card";
import { ClockIcon } from "@/components/ui/icons";
import { extraTimeNote } from "@/lib/accommodations/terms";
import { countOf, formatDateTime } from "@/lib/format";
import { GrandTestAction } from "./grand-test-action";
import { GrandTestStatusBadge, MineBadge } from "./status-badge";
import { TimeUntil } from "./time-until";
import { type GrandTestRow, type Viewer } from "./types";

export type GrandTestCardProps = { test: GrandTestRow; viewer: Viewer; startable: boolean; serverNow: string; extraTimePercent?: number };

/** One grand test: its paper, its window with a live countdown, the viewer's own progress and what they can do. */
export function GrandTestCard({ test, viewer, startable, serverNow, extraTimePercent = 0 }: GrandTestCardProps) {
  // Before starting (the close can cut it short, hence "up to"): docs/rules.md, "Extra time".
  const extraTime =
    viewer === "learner" && test.status !== "closed" && test.mine === "none"
      ? extraTimeNote(test.quizTime, extraTimePercent, { upTo: true })
      : null;
  const countdown =
    test.status === "upcoming"
      ? { label: "Opens in", target: test.opensAt }
      : test.status === "open"
        ? { label: "Closes in", target: test.closesAt }
        : null;
  return (
    <Card as="li" className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <GrandTestStatusBadge status={test.status} />
          <span className="text-xs font-semibold text-slate-600">
            {test.access === "registered" ? "Free for registered learners" : "For subscribers"}
          </span>
          {viewer === "learner" && <MineBadge mine={test.mine} />}
        </div>
        <h3 className="text-lg font-semibold break-words text-slate-900">{test.name}</h3>
        <p className="text-sm text-slate-600">
          {test.subject.name} · {countOf(test.totalQuestions, "question")} ·{" "}
          {test.quizTime > 0 ? countOf(test.quizTime, "minute") : "Untimed"}
        </p>
        {extraTime && <p className="text-sm font-medium text-brand-800">{extraTime}</p>}
        <p className="text-sm text-slate-600">
          {formatDateTime(test.opensAt)} – {formatDateTime(test.closesAt)} <span className="text-slate-500">(Pakistan time)</span>
        </p>
        {countdown && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
            <ClockIcon className="size-4 text-brand-700" />
            {countdown.label} <TimeUntil target={countdown.target} serverNow={serverNow} className="font-mono tabular-nums" />
          </p>
        )}
      </div>
      <div className="shrink-0">
        <GrandTestAction test={test} viewer={viewer} startable={startable} extraTimePercent={extraTimePercent} />
      </div>
    </Card>
  );
}
