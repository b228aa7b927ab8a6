"use client";

import type { ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { EXAMPLES, type Format } from "./import-formats";
import { ImportPreviewList } from "./import-preview-list";
import { ImportCheck } from "./question-notes";
import type { TextImportState } from "./use-text-import";
import type { ImportMode } from "./use-quiz-draft";

type TextImportProps = {
  format: Format;
  state: TextImportState;
  onEdit: (text: string) => void;
  onLoad: (file: File) => void;
  onCheck: () => void;
  /** Only for a new quiz: a saved one is appended to. */
  mayReplace: boolean;
  onImport: (mode: ImportMode) => void;
};

/** GIFT or Aiken, pasted or from a .txt file: the format's example, the text, then Check (every question previewed) and Append or Replace. */
export function TextImport({ format, state, onEdit, onLoad, onCheck, mayReplace, onImport }: TextImportProps) {
  const { text, error, summary } = state;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onLoad(file);
  }

  return (
    <>
      <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" open>
        <summary className="font-medium">Format</summary>
        <p className="mt-2">{EXAMPLES[format].help}</p>
        <pre className="mt-2 rounded-md bg-white p-2 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {EXAMPLES[format].text}
        </pre>
      </details>
      <Field id="aiken-text" label="Questions">
        {(c) => (
          <Textarea
            {...c}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "aiken-error" : undefined}
            rows={8}
            className="font-mono text-sm"
            value={text}
            onChange={(e) => onEdit(e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <label htmlFor="aiken-file" className="block text-sm font-medium text-slate-800">
          Or load a .txt file
        </label>
        <input
          id="aiken-file"
          type="file"
          accept=".txt,text/plain"
          onChange={onFile}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
      {error && (
        <p id="aiken-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {summary && <ImportCheck summary={summary.text} warnings={summary.warnings} />}
      {summary && <ImportPreviewList preview={summary.preview} />}
      {/* Kept at the bottom of the dialog: a long preview never pushes Append below the fold. */}
      <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
        {summary ? (
          <>
            {mayReplace && (
              <Button variant="outline" onClick={() => onImport("replace")}>
                Replace questions
              </Button>
            )}
            <Button onClick={() => onImport("append")}>Append</Button>
          </>
        ) : (
          <Button onClick={onCheck} disabled={text.trim() === ""}>
            Check
          </Button>
        )}
      </div>
    </>
  );
}
