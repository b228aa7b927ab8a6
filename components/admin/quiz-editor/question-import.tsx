"use client";

import { useState, type ChangeEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { DocxImport } from "./docx-import";
import { EXAMPLES, parse, summaryOf, warningsOf, type Format } from "./import-formats";
import { ImportCheck } from "./question-notes";
import { SheetImport, type ImportTarget } from "./sheet-import";
import type { EditorInfo, ImportMode } from "./use-quiz-draft";

const MAX_FILE_BYTES = 1024 * 1024;

type QuestionImportProps = {
  onImport: (questions: QuestionDraft[], mode: ImportMode) => void;
  /** Questions in the editor with some text: a Replace that would drop them asks first. */
  existingCount: number;
  /** The quiz details, for a spreadsheet: it creates the quiz on the server. */
  info: EditorInfo;
  /** Edit mode: the saved quiz. Imports only append; a spreadsheet goes straight into the saved quiz. */
  target?: ImportTarget;
  /** A spreadsheet created the quiz, or was appended to the saved one. */
  onQuizCreated: () => void;
};

/**
 * "Import questions": GIFT or Aiken, pasted or from a .txt file, with a summary (and a warning for
 * each stem that asks for several answers) first, then append (the default) or, for a new quiz,
 * replace, which asks first when it would drop questions already typed; or a spreadsheet
 * (SheetImport) or Word document (DocxImport), which the server checks and turns into the quiz or
 * appends to the saved one.
 */
export function QuestionImport({ onImport, existingCount, info, target, onQuizCreated }: QuestionImportProps) {
  const [open, setOpen] = useState(false);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const [format, setFormat] = useState<Format | "sheet" | "docx">("gift");
  const textFormat: Format = format === "sheet" || format === "docx" ? "gift" : format;
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ text: string; warnings: string[] } | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError("That file is larger than 1 MB. Split it into smaller files.");
    setText(await file.text());
    setError(null);
    setSummary(null);
  }

  function check() {
    const result = parse(textFormat, text);
    if (!result.ok) return setError(result.error);
    setSummary({ text: summaryOf(result.questions), warnings: warningsOf(result.questions) });
  }

  function run(mode: ImportMode) {
    const result = parse(textFormat, text);
    if (!result.ok) return setError(result.error);
    onImport(result.questions, mode);
    toast.success(`Imported ${result.questions.length} ${result.questions.length === 1 ? "question" : "questions"}`);
    setText("");
    setError(null);
    setSummary(null);
    setOpen(false);
  }

  /** A spreadsheet or Word document created the quiz or was appended to the saved one: the server did it. */
  function fileCreated() {
    setOpen(false);
    onQuizCreated();
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Import questions
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Import questions"
        description={
          target
            ? "Paste GIFT or Aiken, or load a .txt file: the questions join the editor after the saved ones. A spreadsheet or Word document is added to the saved quiz at once."
            : "Paste questions in GIFT or Aiken format, load a .txt file, or create the quiz from a spreadsheet or a Word document."
        }
        size="md"
        keepOpenOnOutsideClick
      >
        <div className="space-y-4">
          <Field id="import-format" label="Format">
            {(c) => (
              <Select
                {...c}
                value={format}
                onChange={(e) => {
                  setFormat(e.target.value as Format | "sheet" | "docx");
                  setError(null);
                  setSummary(null);
                }}
              >
                <option value="gift">GIFT (Moodle)</option>
                <option value="aiken">Aiken</option>
                <option value="sheet">Spreadsheet (XLSX/CSV)</option>
                <option value="docx">Word (.docx)</option>
              </Select>
            )}
          </Field>
          {format === "sheet" ? (
            <SheetImport info={info} target={target} onCreated={fileCreated} />
          ) : format === "docx" ? (
            <DocxImport info={info} target={target} onCreated={fileCreated} />
          ) : (
            <>
              <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" open>
                <summary className="font-medium">Format</summary>
                <p className="mt-2">{EXAMPLES[textFormat].help}</p>
                <pre className="mt-2 rounded-md bg-white p-2 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-800">
                  {EXAMPLES[textFormat].text}
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
                    onChange={(e) => {
                      setText(e.target.value);
                      setError(null);
                      setSummary(null);
                    }}
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
              {/* Kept at the bottom of the dialog: a long preview never pushes Append below the fold. */}
              <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
                {summary ? (
                  <>
                    {!target && (
                      <Button variant="outline" onClick={() => (existingCount > 0 ? setConfirmingReplace(true) : run("replace"))}>
                        Replace questions
                      </Button>
                    )}
                    <Button onClick={() => run("append")}>Append</Button>
                  </>
                ) : (
                  <Button onClick={check} disabled={text.trim() === ""}>
                    Check
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </Modal>
      <ConfirmDialog
        open={confirmingReplace}
        onOpenChange={setConfirmingReplace}
        title="Replace the questions in the editor?"
        description={`The ${existingCount === 1 ? "question" : `${existingCount} questions`} already in the editor will be removed and the imported ones take their place.`}
        confirmLabel="Replace questions"
        cancelLabel="Keep them"
        onConfirm={() => run("replace")}
      />
    </>
  );
}
