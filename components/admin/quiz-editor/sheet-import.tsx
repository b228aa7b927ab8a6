"use client";

import { ImportFileField } from "./import-file-field";
import { useState, type ChangeEvent } from "react";
import { apiFetch } from "@/client/api";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { MAX_SHEET_BYTES } from "@/lib/files/limits";
import { ImportCheck } from "./question-notes";
import type { EditorInfo } from "./use-quiz-draft";

type Problem = { row: number; column?: string; message: string };
type Checked = { file: File; summary: string; warnings: string[] } | null;

/** Edit mode: the saved quiz a spreadsheet is appended to, and whether the editor holds unsaved changes. */
export type ImportTarget = { quizId: string; name: string; dirty: boolean };

const TEMPLATE = "/api/quiz/import/template";
const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The import's form fields: the saved quiz to append to, or the editor's details of a new one. */
export function formOf(info: EditorInfo, target: ImportTarget | undefined, file: File, dryRun: boolean, docx = false): FormData {
  const form = new FormData();
  const format = docx ? "docx" : /\.csv$/i.test(file.name) || file.type === "text/csv" ? "csv" : "xlsx";
  const fields = target
    ? { quizId: target.quizId }
    : {
        subjectId: info.subject,
        name: info.name,
        description: info.description,
        quizTime: info.quizTime,
        eachMCQMarks: info.eachMCQMarks,
      };
  for (const [key, value] of Object.entries({ ...fields, format, dryRun: String(dryRun) })) form.set(key, value);
  form.set("file", file);
  return form;
}

/** "Will create 1 quiz, 120 questions, 9 new tags." */
export const sentence = (summary: string) => `${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`;

/**
 * The import dialog's spreadsheet tab (docs/rules.md, "Spreadsheet import and export"): template
 * links, a file, the server's dry run with every problem by row and column, then "Create quiz",
 * which creates the quiz from the editor's quiz details and the sheet's questions, or, in edit mode,
 * "Add to quiz", which appends them to the saved quiz at once (so it waits for unsaved edits).
 */
export function SheetImport({ info, target, onCreated }: { info: EditorInfo; target?: ImportTarget; onCreated: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setChecked(null);
    setProblems([]);
    setError(chosen && chosen.size > MAX_SHEET_BYTES ? `"${chosen.name}" is larger than 1 MB. Split it into smaller files.` : null);
    setFile(chosen && chosen.size <= MAX_SHEET_BYTES ? chosen : null);
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    const result = await apiFetch<{ summary: string; warnings?: string[] }>("/api/quiz/import", {
      method: "POST",
      body: formOf(info, target, file, dryRun),
      timeoutMs: 30_000,
    });
    setBusy(false);
    if (!result.success || !result.data) {
      setChecked(null);
      setError(result.message ?? "Could not read the spreadsheet. Please try again.");
      setProblems(Array.isArray(result.errors) ? (result.errors as Problem[]) : []);
      return;
    }
    if (dryRun) return setChecked({ file, summary: sentence(result.data.summary), warnings: result.data.warnings ?? [] });
    toast.success(sentence(result.data.summary));
    onCreated();
  }

  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <p>
          One row per question: the question, options A to E, <strong>correct</strong> (letters, e.g. B or B,D), explanations, reference,
          tags (comma-separated) and an optional title.{" "}
          {target
            ? `The questions are added after the saved questions of "${target.name}".`
            : "The quiz is created with the name, subject, time and marks you entered."}
        </p>
        <p className="mt-2">
          Template:{" "}
          <a href={`${TEMPLATE}?format=xlsx`} download className={linkClass}>
            Excel (XLSX)
          </a>{" "}
          ·{" "}
          <a href={`${TEMPLATE}?format=csv`} download className={linkClass}>
            CSV
          </a>
        </p>
      </div>
      <ImportFileField
        id="sheet-file"
        label="Spreadsheet (.xlsx or .csv, 1 MB at most)"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        error={error}
        problems={problems.map((problem) => `Row ${problem.row}${problem.column ? `, column ${problem.column}` : ""}: ${problem.message}`)}
        what="spreadsheet"
        onFile={onFile}
      />
      {checked && <ImportCheck summary={checked.summary} warnings={checked.warnings} />}
      {target?.dirty && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Save or discard your changes in the editor first: a spreadsheet is added to the saved quiz at once.
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
