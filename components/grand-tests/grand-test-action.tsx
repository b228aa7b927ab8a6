import { GRAND_TESTS_HREF, quizHref } from "@/components/quiz/links";
import { ButtonLink } from "@/components/ui/button";
import { loginHref, withNext } from "@/lib/auth/next-path";
import { formatDateTime } from "@/lib/format";
import { StartGrandTest } from "./start-grand-test";
import { grandTestResultsHref, type GrandTestRow, type Viewer } from "./types";

export type GrandTestActionProps = {
  test: GrandTestRow;
  viewer: Viewer;
  /** A learner who may start it now (a free test, or a subscriber of its subject). */
  startable: boolean;
  /** The learner's extra time, told in the start dialog (docs/rules.md, "Extra time"). */
  extraTimePercent?: number;
};

/**
 * What the viewer can do with a grand test: Start it while open (through the start dialog, which
 * asks before the quiz screen starts the one attempt), Resume it (straight to the quiz screen), sign
 * in or buy to take part, or read the results once it has closed.
 */
export function GrandTestAction({ test, viewer, startable, extraTimePercent = 0 }: GrandTestActionProps) {
  const label = (verb: string) => `${verb} ${test.name}`;
  // The results page is a learner's (admins read a quiz's figures in the admin area).
  if (test.status === "closed" && viewer === "admin") return null;
  // A candidate with extra time may still be writing after the close (docs/rules.md, "Extra time").
  if (test.mine === "in_progress") return <Resume test={test} />;
  if (test.status === "closed")
    return (
      <ButtonLink
        href={viewer === "visitor" ? loginHref(grandTestResultsHref(test.id)) : grandTestResultsHref(test.id)}
        variant="outline"
        aria-label={label("Results of")}
      >
        Results
      </ButtonLink>
    );
  if (test.mine === "submitted")
    return (
      <p className="text-sm font-medium text-slate-700">Submitted. Results open at {formatDateTime(test.resultsFrom ?? test.closesAt)}.</p>
    );
  if (test.status === "upcoming") return viewer === "visitor" ? <SignIn test={test} /> : null;
  if (viewer === "visitor") return <SignIn test={test} />;
  if (viewer === "admin") return <p className="text-sm text-slate-600">Learners start it here.</p>;
  if (startable) return <StartGrandTest test={test} extraTimePercent={extraTimePercent} />;
  return (
    <ButtonLink href="/buy-quiz" variant="secondary">
      Buy {test.subject.name} to take part
    </ButtonLink>
  );
}

function Resume({ test }: { test: GrandTestRow }) {
  return (
    <ButtonLink href={quizHref(test.id, undefined, true)} aria-label={`Resume ${test.name}`}>
      Resume
    </ButtonLink>
  );
}

/** Both come back to the grand tests afterwards (docs/rules.md, "Route guards"). */
function SignIn({ test }: { test: GrandTestRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href={loginHref(GRAND_TESTS_HREF)} variant="outline">
        Sign in to take part
      </ButtonLink>
      {test.access === "registered" && <ButtonLink href={withNext("/register", GRAND_TESTS_HREF)}>Register free</ButtonLink>}
    </div>
  );
}
