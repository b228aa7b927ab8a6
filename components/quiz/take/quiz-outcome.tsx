"use client";

import { useEffect, type ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "../notice";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { ALLOWED_QUIZZES_HREF, GRAND_TESTS_HREF, grandTestResultsHref, RESULTS_HREF, reviewHref } from "../links";
import { ResultSummary } from "../result-summary";
import type { EndedAttempt } from "../types";
import type { FinishReason } from "./use-finish";
import type { ProblemKind } from "./use-attempt";

const headline: Record<FinishReason, string> = {
  manual: "Quiz submitted",
  timeout: "Time is up",
  server: "This attempt has ended",
  loaded: "This attempt has ended",
};

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container size="md" className="py-8 sm:py-12">
      {children}
    </Container>
  );
}

/** Saving the last answers, then submitting. */
export function QuizFinishing({ reason, step }: { reason: FinishReason; step: "saving" | "submitting" }) {
  return (
    <Centered>
      <Card role="status" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Spinner size="lg" className="text-brand-700" />
        <p className="text-lg font-semibold text-slate-900">
          {reason === "timeout" ? "Time is up" : step === "saving" ? "Saving…" : "Submitting…"}
        </p>
        <p className="text-slate-600">
          {step === "saving" ? "Sending your last answers before the quiz is submitted." : "Working out your score."}
        </p>
      </Card>
    </Centered>
  );
}

/** The result, with the ways on: the review, every result, the learner's quizzes. */
export function QuizFinished({ quizName, reason, result }: { quizName: string; reason: FinishReason; result: EndedAttempt }) {
  return (
    <Centered>
      <ResultSummary eyebrow={headline[reason]} title={quizName} figures={result}>
        <ButtonLink href={reviewHref(result.quizAttemptId)}>Review answers</ButtonLink>
        <ButtonLink href={RESULTS_HREF} variant="outline">
          See all results
        </ButtonLink>
        <ButtonLink href={ALLOWED_QUIZZES_HREF} variant="outline">
          My quizzes
        </ButtonLink>
      </ResultSummary>
      {reason === "timeout" && (
        <p className="mt-4 text-center text-sm text-slate-600">Your quiz was submitted with the answers you gave.</p>
      )}
    </Centered>
  );
}

/**
 * A grand test ended: no score, key or review before it closes (docs/rules.md, "Grand tests"), only when they open.
 * `resultsAt` is the server's sealed answer (when they open); null when the server answered with the
 * figures, i.e. the grand test has closed: then the way to the results.
 */
export function GrandTestSubmitted({
  quizId,
  quizName,
  reason,
  resultsAt,
}: {
  quizId: string;
  quizName: string;
  reason: FinishReason;
  resultsAt: string | null;
}) {
  return (
    <Centered>
      <Card className="space-y-3 p-6 text-center sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{headline[reason]}</p>
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{quizName}</h1>
        <p className="text-slate-700">
          {resultsAt ? (
            <>Your answers are in. Results open at {formatDateTime(resultsAt)}.</>
          ) : (
            "The grand test has closed: your rank, percentile and review are ready."
          )}
        </p>
        {resultsAt && <p className="text-sm text-slate-600">Everyone sits the same paper until then, so scores and answers stay sealed.</p>}
        <div className="flex flex-wrap justify-center gap-2 pt-2">
          {!resultsAt && <ButtonLink href={grandTestResultsHref(quizId)}>See results</ButtonLink>}
          <ButtonLink href={GRAND_TESTS_HREF} variant={resultsAt ? "primary" : "outline"}>
            Grand tests
          </ButtonLink>
        </div>
      </Card>
    </Centered>
  );
}

/** Ending failed after time ran out: the server will end it anyway; retried when back online. */
export function QuizFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return (
    <Notice title="The quiz could not be submitted" actions={<Button onClick={onRetry}>Try again</Button>}>
      <p>{message}</p>
      <p className="mt-2 text-sm">Your saved answers are safe: the quiz is submitted with them even if you close this tab.</p>
    </Notice>
  );
}

const problemTitles: Record<ProblemKind, string> = {
  missing: "No quiz chosen",
  refused: "This quiz cannot be started",
  "not-found": "Quiz not found",
  network: "The quiz could not be loaded",
  busy: "The server is busy",
};

/** Loading failed: why, and where to go. */
type QuizProblemProps = { kind: ProblemKind; message: string; onRetry: () => void; grandTest?: boolean };

export function QuizProblem({ kind, message, onRetry, grandTest = false }: QuizProblemProps) {
  const retryable = kind === "network" || kind === "busy";
  const actions = grandTest ? (
    <>
      {retryable && <Button onClick={onRetry}>Try again</Button>}
      <ButtonLink href={GRAND_TESTS_HREF} variant={retryable ? "outline" : "primary"}>
        Grand tests
      </ButtonLink>
    </>
  ) : (
    <>
      {retryable && <Button onClick={onRetry}>Try again</Button>}
      <ButtonLink href={ALLOWED_QUIZZES_HREF} variant={retryable ? "outline" : "primary"}>
        Allowed Quizzes
      </ButtonLink>
      {kind === "refused" && (
        <ButtonLink href="/buy-quiz" variant="outline">
          Buy Quiz
        </ButtonLink>
      )}
    </>
  );
  const title = grandTest && kind === "refused" ? "This grand test cannot be started" : problemTitles[kind];
  return (
    <Notice title={title} actions={actions}>
      <p>{message}</p>
    </Notice>
  );
}
