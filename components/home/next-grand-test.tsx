import { GrandTestCard } from "@/components/grand-tests/grand-test-card";
import { GRAND_TESTS_HREF, type GrandTestRow } from "@/components/grand-tests/types";
import { TextLink } from "@/components/ui/text-link";

export type NextGrandTestProps = { test: GrandTestRow | null; startable: boolean; serverNow: string; extraTimePercent: number };

/** The open grand test closing first, else the next to open, as /grand-tests shows it (Start asks first there too). */
export function NextGrandTest({ test, startable, serverNow, extraTimePercent }: NextGrandTestProps) {
  return (
    <section aria-labelledby="next-grand-test-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="next-grand-test-heading" className="text-lg font-semibold text-slate-900">
          {test?.status === "open" ? "Grand test open now" : "Next grand test"}
        </h2>
        <TextLink href={GRAND_TESTS_HREF} className="text-sm">
          All grand tests
        </TextLink>
      </div>
      {test ? (
        <ul>
          <GrandTestCard test={test} viewer="learner" startable={startable} serverNow={serverNow} extraTimePercent={extraTimePercent} />
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No grand test is scheduled yet. The next national mock will be announced here, with a countdown.
        </p>
      )}
    </section>
  );
}
