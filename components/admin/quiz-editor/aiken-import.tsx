"use client";

import { useState, type ChangeEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { parseAiken } from "@/lib/quizzes/aiken";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { Modal } from "@/components/ui/modal";
import type { ImportMode } from "./use-quiz-draft";

const EXAMPLE = `Which agent is a depolarising muscle relaxant?
A. Rocuronium
B. Suxamethonium
C. Atracurium
ANSWER: B`;

const MAX_FILE_BYTES = 1024 * 1024;

/** "Import questions (Aiken)": paste or load a .txt file, then replace or append the questions. */
export function AikenImport({ onImport }: { onImport: (questions: QuestionDraft[], mode: ImportMode) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError("That file is larger than 1 MB. Split it into smaller files.");
    setText(await file.text());
    setError(null);
  }

  function run(mode: ImportMode) {
    const result = parseAiken(text);
    if (!result.ok) return setError(result.error);
    onImport(result.questions, mode);
    toast.success(`Imported ${result.questions.length} ${result.questions.length === 1 ? "question" : "questions"}`);
    setText("");
    setError(null);
    setOpen(false);
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Import questions (Aiken)
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Import questions (Aiken)"
        description="Paste questions in Aiken format or load a .txt file."
        size="md"
        keepOpenOnOutsideClick
      >
        <div className="space-y-4">
          <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" open>
            <summary className="font-medium">Format</summary>
            <p className="mt-2">
              The question on one line, options <code>A.</code> to <code>F.</code> one per line, then <code>ANSWER:</code> and the correct
              letter. Leave a blank line between questions.
            </p>
            <pre className="mt-2 overflow-x-auto rounded-md bg-white p-2 font-mono text-xs leading-relaxed text-slate-800">{EXAMPLE}</pre>
          </details>
          <Field id="aiken-text" label="Aiken text">
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => run("append")} disabled={text.trim() === ""}>
              Append
            </Button>
            <Button onClick={() => run("replace")} disabled={text.trim() === ""}>
              Replace questions
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
