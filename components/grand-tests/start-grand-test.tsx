"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/client/api";
import { notifyFailure } from "@/client/toast";
import { quizHref } from "@/components/quiz/links";
import type { LearnerQuiz } from "@/components/quiz/types";
import { Button } from "@/components/ui/button";
import { StartGrandTestDialog } from "./start-grand-test-dialog";
import type { GrandTestRow } from "./types";

/**
 * Start for a grand test the learner may sit: reads the paper's summary (nothing starts), asks in
 * the start dialog, and only "Start grand test" opens the quiz screen, which starts the attempt.
 */
export function StartGrandTest({ test, extraTimePercent }: { test: GrandTestRow; extraTimePercent: number }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [paper, setPaper] = useState<LearnerQuiz | null>(null);

  async function open() {
    setLoading(true);
    const result = await apiFetch<LearnerQuiz>(`quiz/${encodeURIComponent(test.id)}`);
    setLoading(false);
    if (!result.success || !result.data) return notifyFailure(result, "Could not load the grand test. Please try again.");
    setPaper(result.data);
  }

  return (
    <>
      <Button onClick={() => void open()} loading={loading} aria-label={`Start ${test.name}`} aria-haspopup="dialog">
        Start
      </Button>
      <StartGrandTestDialog
        test={test}
        paper={paper}
        extraTimePercent={extraTimePercent}
        onClose={() => setPaper(null)}
        onConfirm={() => {
          setPaper(null);
          router.push(quizHref(test.id, undefined, true));
        }}
      />
    </>
  );
}
