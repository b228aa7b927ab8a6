import { Container } from "@/components/layout/container";
import { TextLink } from "@/components/ui/text-link";
import { countOf, formatDateTime } from "@/lib/format";
import { GrandTestAction } from "./grand-test-action";
import { TimeUntil } from "./time-until";
import { GRAND_TESTS_HREF, type GrandTestRow, type Viewer } from "./types";

export type HomeNoticeProps = {
  test: GrandTestRow;
  viewer: Viewer;
  startable: boolean;
  serverNow: string;
  extraTimePercent?: number;
  onElapsed?: () => void;
};

/** On the home page: the grand test that is open now, or else the next one, with its countdown or Start. */
export function GrandTestHomeNotice({ test, viewer, startable, serverNow, extraTimePercent, onElapsed }: HomeNoticeProps) {
  const open = test.status === "open";
  return (
    <section aria-labelledby="grand-test-notice-title" className="py-8 sm:py-10">
      <Container>
        <div className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0 space-y-1.5">
            <p className="text-sm font-semibold text-brand-700">{open ? "Grand test open now" : "Next grand test"}</p>
            <h2 id="grand-test-notice-title" className="text-xl font-bold break-words text-slate-900">
              {test.name}
            </h2>
            <p className="text-sm text-slate-600">
              {test.subject.name} · {countOf(test.totalQuestions, "question")} · {open ? "closes" : "opens"}{" "}
              {formatDateTime(open ? test.closesAt : test.opensAt)} (Pakistan time)
            </p>
            <p className="text-sm font-semibold text-slate-800">
              {open ? "Closes in" : "Opens in"}{" "}
              <TimeUntil
                target={open ? test.closesAt : test.opensAt}
                serverNow={serverNow}
                className="font-mono tabular-nums"
                onElapsed={onElapsed}
              />
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
            <GrandTestAction test={test} viewer={viewer} startable={startable} extraTimePercent={extraTimePercent} />
            <TextLink href={GRAND_TESTS_HREF} className="text-sm">
              All grand tests
            </TextLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
