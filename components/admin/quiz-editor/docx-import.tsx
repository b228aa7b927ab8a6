"use client";

import { ImportFileField } from "./import-file-field";
import { useState, type ChangeEvent } from "react";
import { apiFetch } from "@/client/api";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { MAX_DOCX_BYTES } from "@/lib/files/limits";
import type { ImportPreview, PreviewProblem } from "@/lib/quizzes/import-preview";
import { ImportPreviewList } from "./import-preview-list";
import { ImportCheck } from "./question-notes";
import { formOf, sentence, type ImportTarget } from "./sheet-import";
import type { EditorInfo } from "./use-quiz-draft";

type Checked = { file: File; summary: string; warnings: string[] } | null;
type Answer = { summary: string; warnings?: string[]; preview?: ImportPreview };

/**
 * The import dialog's Word tab (docs/rules.md, "Word import"): a .docx, the server's dry run with
 * every question previewed as it will be saved and every problem named by its question, then
 * "Create quiz" (from the editor's quiz details) or, in edit mode, "Add to quiz", which appends to
 * the saved quiz at once (so it waits while the editor holds unsaved changes).
 */
export function DocxImport({ info, target, onCreated }: { info: EditorInfo; target?: ImportTarget; onCreated: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<PreviewProblem[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const tooLarge = chosen !== null && chosen.size > MAX_DOCX_BYTES;
    setChecked(null);
    setProblems([]);
    setPreview(null);
    setError(tooLarge ? `"${chosen.name}" is larger than 20 MB. Split it into smaller files.` : null);
    setFile(tooLarge ? null : chosen);
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    const result = await apiFetch<Answer>("/api/quiz/import", {
      method: "POST",
      body: formOf(info, target, file, dryRun, true),
      timeoutMs: 60_000,
    });
    setBusy(false);
    if (!result.success || !result.data) {
      setChecked(null);
      setError(result.message ?? "Could not read the document. Please try again.");
      setProblems(Array.isArray(result.errors) ? (result.errors as PreviewProblem[]) : []);
      setPreview((result.preview as ImportPreview | undefined) ?? null);
      return;
    }
    if (dryRun) {
      setPreview(result.data.preview ?? null);
      return setChecked({ file, summary: sentence(result.data.summary), warnings: result.data.warnings ?? [] });
    }
    toast.success(sentence(result.data.summary));
    onCreated();
  }

  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <p>
          Number each question (<code>1.</code>, <code>Q1.</code>, <code>Question 1:</code> or Word&apos;s numbering), letter its options (
          <code>A.</code>, <code>(a)</code>, … or a lettered list) and mark the answer with a line such as <code>Answer: C</code>, or in
          bold, underline or highlight. <code>Explanation:</code>, <code>Reference:</code> and <code>Tags:</code> lines are read too, and a
          picture in a question becomes its image.{" "}
          {target
            ? `The questions are added after the saved questions of "${target.name}".`
            : "The quiz is created with the details you entered."}
        </p>
      </div>
      <ImportFileField
        id="docx-file"
        label="Word document (.docx, 20 MB at most)"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        error={error}
        problems={problems.map((problem) => problem.message)}
        what="document"
        onFile={onFile}
      />
      {checked && <ImportCheck summary={checked.summary} warnings={checked.warnings} />}
      {preview && <ImportPreviewList preview={preview} />}
      {target?.dirty && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Save or discard your changes in the editor first: a Word document is added to the saved quiz at once.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {checked ? (
          <Button onClick={() => void send(false)} loading={busy} loadingText={target ? "Adding…" : "Creating…"}>
            {target ? "Add to quiz" : "Create quiz"}
          </Button>
        ) : (
          <Button onClick={() => void send(true)} disabled={!file || target?.dirty} loading={busy} loadingText="Checking…">
            Check
          </Button>
        )}
      </div>
    </div>
  );
}
