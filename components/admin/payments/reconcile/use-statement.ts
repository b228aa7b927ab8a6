"use client";

import { useState } from "react";
import { apiFetch, type ApiResult } from "@/client/api";
import type { MappingDraft } from "./mapping-fields";
import type { StatementResult } from "./types";

export type Step = "read" | "check" | "apply";
/** A refusal to show: on a field (bank, file, mapping.*) or for the whole statement (a row and column). */
export type Problem = { field?: string; message: string };

/** One request to `POST /api/payment/statements` at a time; the answer and any refusal are kept for the screen. */
export function useStatement() {
  const [busy, setBusy] = useState<Step | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function send(step: Step, fields: { bank: string; file: File; mapping?: MappingDraft }): Promise<ApiResult<StatementResult>> {
    const form = new FormData();
    form.set("bank", fields.bank);
    form.set("file", fields.file);
    if (fields.mapping) form.set("mapping", JSON.stringify(fields.mapping));
    form.set("dryRun", String(step !== "apply"));
    setBusy(step);
    setProblem(null);
    const result = await apiFetch<StatementResult>("/api/payment/statements", { method: "POST", body: form, timeoutMs: 120_000 });
    setBusy(null);
    if (!result.success)
      setProblem({ field: result.field, message: result.message ?? "The statement could not be read. Please try again." });
    return result;
  }

  return { send, busy, problem, clearProblem: () => setProblem(null) };
}
