"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { ButtonLink } from "@/components/ui/button";
import { useQuizEnded, type QuizEndedMessage } from "./quiz-events";
import { ResultSummary } from "./result-summary";
import { RESULTS_HREF, reviewHref } from "./links";

/**
 * For pages that list attempts: shows the result a quiz tab hands over when it closes, and
 * refreshes the page's data then and whenever the learner comes back to this tab.
 */
export function QuizEndedListener() {
  const router = useRouter();
  const [ended, setEnded] = useState<QuizEndedMessage | null>(null);

  useQuizEnded((message) => {
    setEnded(message);
    router.refresh();
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") router.refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [router]);

  return (
    <Modal
      open={ended !== null}
      onOpenChange={(open) => !open && setEnded(null)}
      title={ended?.reason === "timeout" ? "Time is up" : "Quiz submitted"}
      bodyClassName="p-0"
    >
      {ended && (
        <ResultSummary title={ended.quizName} figures={ended.result} headingLevel="h2" className="rounded-none border-0 shadow-none">
          <ButtonLink href={reviewHref(ended.result.quizAttemptId)}>Review answers</ButtonLink>
          <ButtonLink href={RESULTS_HREF} variant="outline" onClick={() => setEnded(null)}>
            See all results
          </ButtonLink>
        </ResultSummary>
      )}
    </Modal>
  );
}
