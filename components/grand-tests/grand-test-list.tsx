import { EmptyState } from "@/components/ui/empty-state";
import { ClockIcon } from "@/components/ui/icons";
import { GrandTestCard } from "./grand-test-card";
import type { GrandTestRow, GrandTestStatus, Viewer } from "./types";

type Section = { status: GrandTestStatus; title: string; empty: string; order: (a: GrandTestRow, b: GrandTestRow) => number };

/** Open ones closing first, upcoming ones opening first, closed ones latest first. */
const sections: Section[] = [
  { status: "open", title: "Open now", empty: "No grand test is open right now.", order: (a, b) => a.closesAt.localeCompare(b.closesAt) },
  {
    status: "upcoming",
    title: "Upcoming",
    empty: "No grand test is scheduled yet. Check back soon.",
    order: (a, b) => a.opensAt.localeCompare(b.opensAt),
  },
  { status: "closed", title: "Closed", empty: "No grand test has closed yet.", order: (a, b) => b.closesAt.localeCompare(a.closesAt) },
];

export type GrandTestListProps = {
  tests: GrandTestRow[];
  viewer: Viewer;
  /** Ids of the open tests this learner may start now. */
  startable: ReadonlySet<string>;
  serverNow: string;
  /** The learner's extra time (docs/rules.md, "Extra time"), told on the tests they may still sit. */
  extraTimePercent?: number;
};

/** /grand-tests: open, upcoming and closed grand tests, each in its own section. */
export function GrandTestList({ tests, viewer, startable, serverNow, extraTimePercent = 0 }: GrandTestListProps) {
  if (tests.length === 0)
    return (
      <EmptyState icon={<ClockIcon />} title="No grand tests yet">
        The first national mock exam will be announced here, with its date and a countdown.
      </EmptyState>
    );
  return (
    <div className="space-y-10">
      {sections.map(({ status, title, empty, order }) => {
        const rows = tests.filter((test) => test.status === status).sort(order);
        const headingId = `grand-tests-${status}`;
        return (
          <section key={status} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
              {title} <span className="text-sm font-medium text-slate-500">({rows.length})</span>
            </h2>
            {rows.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{empty}</p>
            ) : (
              <ul className="space-y-3">
                {rows.map((test) => (
                  <GrandTestCard
                    key={test.id}
                    test={test}
                    viewer={viewer}
                    startable={startable.has(test.id)}
                    serverNow={serverNow}
                    extraTimePercent={extraTimePercent}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
