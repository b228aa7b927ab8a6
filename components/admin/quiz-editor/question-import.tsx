"use client";

import { useState, type ChangeEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { parseAiken } from "@/lib/quizzes/aiken";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { parseGift } from "@/lib/quizzes/gift";
import { uniqueTagNames } from "@/lib/tags/names";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { SheetImport } from "./sheet-import";
import type { EditorInfo, ImportMode } from "./use-quiz-draft";

type Format = "aiken" | "gift";

const EXAMPLES: Record<Format, { help: string; text: string }> = {
  aiken: {
    help: "The question on one line, options A. to F. one per line, then ANSWER: and the correct letter. A blank line between questions.",
    text: `Which agent is a depolarising muscle relaxant?
A. Rocuronium
B. Suxamethonium
C. Atracurium
ANSWER: B`,
  },
  gift: {
    help: "Moodle GIFT, multiple choice: ::title:: names a question, = right, ~ wrong, # after an answer explains it, #### explains the question, // [tag:name] lines tag the next question. A blank line between questions.",
    text: `// [tag:Pharmacology]
::Depolarising relaxant:: Which agent is a depolarising muscle relaxant? {
  =Suxamethonium#It depolarises the motor end plate.
  ~Rocuronium#A non-depolarising aminosteroid.
  ~Atracurium
  ####Only suxamethonium causes fasciculations.
}`,
  },
};

const parse = (format: Format, text: string) => (format === "gift" ? parseGift(text) : parseAiken(text));

/** "will import 100 questions, 12 tags": what the text holds, shown before anything changes. */
function summaryOf(questions: QuestionDraft[]): string {
  const tags = uniqueTagNames(questions.flatMap((question) => question.tags ?? [])).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `Will import ${plural(questions.length, "question")}, ${plural(tags, "tag")}.`;
}

const MAX_FILE_BYTES = 1024 * 1024;

type QuestionImportProps = {
  onImport: (questions: QuestionDraft[], mode: ImportMode) => void;
  /** Questions in the editor with some text: a Replace that would drop them asks first. */
  existingCount: number;
  /** The quiz details, for a spreadsheet: it creates the quiz on the server. */
  info: EditorInfo;
  onQuizCreated: () => void;
};

/**
 * "Import questions": GIFT or Aiken, pasted or from a .txt file, with a summary first, then append
 * (the default) or replace, which asks first when it would drop questions already typed; or a spreadsheet (SheetImport), which the server checks and turns into the quiz.
 */
export function QuestionImport({ onImport, existingCount, info, onQuizCreated }: QuestionImportProps) {
  const [open, setOpen] = useState(false);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const [format, setFormat] = useState<Format | "sheet">("gift");
  const textFormat: Format = format === "sheet" ? "gift" : format;
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

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
    setSummary(summaryOf(result.questions));
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

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Import questions
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Import questions"
        description="Paste questions in GIFT or Aiken format, load a .txt file, or create the quiz from a spreadsheet."
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
                  setFormat(e.target.value as Format | "sheet");
                  setError(null);
                  setSummary(null);
                }}
              >
                <option value="gift">GIFT (Moodle)</option>
                <option value="aiken">Aiken</option>
                <option value="sheet">Spreadsheet (XLSX/CSV)</option>
              </Select>
            )}
          </Field>
          {format === "sheet" ? (
            <SheetImport
              info={info}
              onCreated={() => {
                setOpen(false);
                onQuizCreated();
              }}
            />
          ) : (
            <>
              <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" open>
                <summary className="font-medium">Format</summary>
                <p className="mt-2">{EXAMPLES[textFormat].help}</p>
                <pre className="mt-2 overflow-x-auto rounded-md bg-white p-2 font-mono text-xs leading-relaxed text-slate-800">
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
              {summary && (
                <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
                  {summary}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {summary ? (
                  <>
                    <Button variant="outline" onClick={() => (existingCount > 0 ? setConfirmingReplace(true) : run("replace"))}>
                      Replace questions
                    </Button>
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
