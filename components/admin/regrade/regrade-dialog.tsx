"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { LoadingOrFailed } from "@/components/ui/spinner";
import { apiFetch } from "@/client/api";
import { notifyFailure, toast } from "@/client/toast";
import { KeyHistory } from "./key-history";
import { KeyChoice } from "./key-choice";
import { DryRunSummary } from "./dry-run-summary";
import type { QuestionKey, RegradeSummary } from "./types";

/**
 * "Change key" on a saved question: choose the new key, see what the dry run says it changes,
 * confirm, and read the question's key history (POST/GET /api/questions/{id}/regrade).
 */
export function RegradeButton({
  questionId,
  label = "Change key",
  onApplied,
}: {
  questionId: string;
  label?: string;
  /** The new key, once applied (the quiz editor updates its draft, which must keep the stored key). */
  onApplied?: (correctOptionIds: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <RegradeDialog questionId={questionId} onApplied={onApplied} onClose={() => setOpen(false)} />}
    </>
  );
}

function RegradeDialog({
  questionId,
  onApplied,
  onClose,
}: {
  questionId: string;
  onApplied?: (correctOptionIds: string[]) => void;
  onClose: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const [data, setData] = useState<QuestionKey | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<RegradeSummary | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);

  async function load() {
    const result = await apiFetch<QuestionKey>(`questions/${questionId}/regrade`);
    if (!result.success || !result.data) return setFailed(result.message ?? "The question could not be loaded.");
    setData(result.data);
    setChosen(result.data.question.options.filter((option) => option.isCorrect).map((option) => option.id));
    setPreview(null);
  }
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened dialog
  }, []);

  async function send(dryRun: boolean) {
    setBusy(dryRun ? "preview" : "apply");
    const result = await apiFetch<RegradeSummary>(`questions/${questionId}/regrade`, {
      method: "POST",
      body: { correctOptionIds: chosen, dryRun },
    });
    setBusy(null);
    if (!result.success || !result.data) return notifyFailure(result, "The regrade failed. Please try again.");
    if (dryRun) return setPreview(result.data);
    toast.success(result.message ?? "The key was changed.");
    onApplied?.(chosen);
    await load();
    router.refresh();
  }

  const choose = (next: string[]) => {
    setChosen(next);
    setPreview(null);
  };
  const current = data?.question.options.filter((option) => option.isCorrect).map((option) => option.id) ?? [];
  const unchanged = chosen.length === current.length && chosen.every((optionId) => current.includes(optionId));

  return (
    <Modal
      open
      onOpenChange={(next) => !next && busy === null && onClose()}
      title="Change the answer key"
      description="Every ended attempt holding this question is recomputed, and learners whose result changes are emailed."
      keepOpenOnOutsideClick
    >
      {!data ? (
        <LoadingOrFailed loading="Loading the question…" failed={failed} />
      ) : (
        <div className="space-y-5">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{data.question.quizName}</p>
            <p id={`${id}-question`} className="mt-1 font-semibold text-slate-900">
              {data.question.text}
            </p>
          </div>
          <KeyChoice options={data.question.options} chosen={chosen} onChange={choose} labelledBy={`${id}-question`} />
          {preview && <DryRunSummary summary={preview} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy !== null}>
              Close
            </Button>
            {preview ? (
              <Button variant="danger" loading={busy === "apply"} loadingText="Applying…" onClick={() => void send(false)}>
                Apply the new key
              </Button>
            ) : (
              <Button
                loading={busy === "preview"}
                loadingText="Counting…"
                disabled={chosen.length === 0 || unchanged}
                onClick={() => void send(true)}
              >
                Preview the change
              </Button>
            )}
          </div>
          <KeyHistory history={data.history} options={data.question.options} />
        </div>
      )}
    </Modal>
  );
}
