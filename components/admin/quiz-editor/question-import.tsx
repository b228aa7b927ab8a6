"use client";

import { useState } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { DocxImport } from "./docx-import";
import type { Format } from "./import-formats";
import { SheetImport, type ImportTarget } from "./sheet-import";
import { TextImport } from "./text-import";
import type { EditorInfo, ImportMode } from "./use-quiz-draft";
import { useTextImport } from "./use-text-import";

/** The imports the server reads (a spreadsheet, a Word document), beside the text ones read here. */
type FileFormat = "sheet" | "docx";

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
  const [format, setFormat] = useState<Format | FileFormat>("gift");
  const textFormat: Format = format === "sheet" || format === "docx" ? "gift" : format;
  const textImport = useTextImport(textFormat);

  function run(mode: ImportMode) {
    const questions = textImport.take();
    if (!questions) return;
    onImport(questions, mode);
    toast.success(`Imported ${questions.length} ${questions.length === 1 ? "question" : "questions"}`);
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
                  setFormat(e.target.value as Format | FileFormat);
                  textImport.formatChanged();
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
            <TextImport
              format={textFormat}
              state={textImport.state}
              onEdit={textImport.edit}
              onLoad={(file) => void textImport.load(file)}
              onCheck={textImport.check}
              mayReplace={!target}
              onImport={(mode) => (mode === "replace" && existingCount > 0 ? setConfirmingReplace(true) : run(mode))}
            />
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
