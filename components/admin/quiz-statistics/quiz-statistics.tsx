"use client";

import { useEffect, useState } from "react";
import { StatCard } from "@/components/admin/reports/stat-card";
import { buttonClasses } from "@/components/ui/button";
import { apiFetch } from "@/client/api";
import type { ItemAnalysis } from "@/lib/analytics/item-figures";
import { NO_VALUE } from "@/lib/format";
import { ListLoading, ListMessage } from "../load-state";
import { StatisticsTable } from "./statistics-table";

const fixed = (value: number | null, digits = 2) => (value === null ? NO_VALUE : value.toFixed(digits));

/** The Statistics tab: item analysis of the quiz's first ended attempts (GET /api/quiz/{id}/statistics). */
export function QuizStatistics({ quizId, onEditQuestion }: { quizId: string; onEditQuestion: (questionId: string) => void }) {
  const [state, setState] = useState<{ data?: ItemAnalysis; error?: string } | null>(null);
  // A changed key recounts the figures: read them again.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    void apiFetch<ItemAnalysis>(`/api/quiz/${encodeURIComponent(quizId)}/statistics`).then((result) => {
      if (!live) return;
      setState(result.success && result.data ? { data: result.data } : { error: result.message ?? "Could not load the statistics." });
    });
    return () => {
      live = false;
    };
  }, [quizId, reads]);

  if (!state) return <ListLoading label="Loading the statistics…" />;
  if (!state.data) return <ListMessage title="Statistics unavailable">{state.error}</ListMessage>;
  const { quiz, questions } = state.data;
  const csvHref = `/api/quiz/${encodeURIComponent(quizId)}/statistics?format=csv`;
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="First attempts" value={quiz.n.toLocaleString("en-US")} />
        <StatCard label="Mean score" value={fixed(quiz.mean)} detail={`of ${questions.length}`} />
        <StatCard label="SD" value={fixed(quiz.sd)} detail="Population" />
        <StatCard label="KR-20" value={fixed(quiz.kr20)} detail="Reliability" />
        <StatCard label="SEM" value={fixed(quiz.sem)} detail="Marks" />
      </div>
      {quiz.reason && (
        <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {quiz.reason}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">
          Each learner&apos;s first attempt that has ended, scored with the current key. p: share right; D: top 27 % minus bottom 27 %; r
          (pb): the question against the rest of the score. b: the question&apos;s difficulty on the readiness scale, in logits, with its
          standard error; outfit near 1 when learners answer it as the scale expects. Both come from every learner&apos;s first answers and
          stay blank until the question has 30 of them.
        </p>
        <a href={csvHref} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Download CSV
        </a>
      </div>
      <StatisticsTable questions={questions} onEditQuestion={onEditQuestion} onKeyChanged={() => setReads((count) => count + 1)} />
    </div>
  );
}
