"use client";

import { useState } from "react";
import type { ApiResult } from "@/client/api";
import { postMultipart } from "@/client/post-multipart";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { UploadProgress } from "@/components/ui/upload-progress";
import { PROOF_HINT, ProofInput, proofProblem } from "./proof-input";

/** The fields every proof of payment has; a form may put more before them (checkout's bank and holder). */
type ProofField = "transactionId" | "file";
type Errors<F extends string> = Partial<Record<F | "form", string>>;

/**
 * A transfer's proof sent with upload progress, as checkout and a rejected order's resubmission
 * both do: the same checks before anything is sent (a transaction number, a proof the server would
 * take), the same error under the field the server names, or for the whole form.
 * `fields` are the form's fields in screen order; `idOf` their element ids (for focus).
 */
export function useProofUpload<F extends string>(fields: readonly (F | ProofField)[], idOf: (field: F | ProofField) => string) {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors<F | ProofField>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const problem = proofProblem(file); // shown as soon as the file is picked

  function show(next: Errors<F | ProofField>) {
    setErrors(next);
    const field = fields.find((name) => next[name]);
    if (field) document.getElementById(idOf(field))?.focus();
  }

  /** The proof to send, or null after showing why not: no upload the server would refuse (it still checks). */
  function checkedProof(form: HTMLFormElement): File | null {
    const transactionId = String(new FormData(form).get("transactionId") ?? "").trim();
    if (!transactionId) show({ transactionId: "Please enter the transaction number." } as Errors<F | ProofField>);
    else if (!file) show({ file: "Please attach the payment screenshot." } as Errors<F | ProofField>);
    else if (problem) show({ file: problem } as Errors<F | ProofField>);
    else return file;
    return null;
  }

  async function upload<T>(path: `/api/${string}`, data: FormData): Promise<ApiResult<T>> {
    setErrors({});
    setProgress(0);
    return postMultipart<T>(path, data, setProgress);
  }

  /** After a refused upload: the message under the field it names (a too-large body under the proof), else for the form. */
  function showFailure(result: ApiResult, fallback: string) {
    setProgress(null);
    const message = result.message ?? fallback;
    const field = fields.find((name) => name === result.field) ?? (result.kind === "TooLarge" ? "file" : undefined);
    show((field ? { [field]: message } : { form: message }) as Errors<F | ProofField>);
  }

  function clearError(name: F | ProofField) {
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  }

  function pick(next: File | null) {
    setFile(next);
    clearError("file");
  }

  /** Ends the busy state after a success the screen stays on. */
  const settle = () => setProgress(null);

  return { file, problem, errors, progress, busy: progress !== null, checkedProof, upload, showFailure, settle, clearError, pick };
}

type ProofFieldsProps = {
  ids: Record<ProofField, string>;
  /** What useProofUpload returned. */
  upload: {
    file: File | null;
    problem: string | null;
    errors: Errors<ProofField>;
    progress: number | null;
    busy: boolean;
    clearError: (name: ProofField) => void;
    pick: (file: File | null) => void;
  };
};

/** The transaction number and the proof, the form's own error and the upload's progress. */
export function ProofFields({ ids, upload }: ProofFieldsProps) {
  const { file, problem, errors, progress, busy } = upload;
  return (
    <>
      <Field
        id={ids.transactionId}
        label="Transaction number"
        required
        error={errors.transactionId}
        hint="The number on your bank's receipt."
      >
        {(control) => (
          <Input
            {...control}
            name="transactionId"
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            onChange={() => upload.clearError("transactionId")}
          />
        )}
      </Field>
      <Field id={ids.file} label="Payment screenshot" required error={errors.file ?? problem} hint={PROOF_HINT}>
        {(control) => <ProofInput control={control} file={file} disabled={busy} onChange={upload.pick} />}
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      )}
      {progress !== null && <UploadProgress value={progress} checking="Checking your payment…" />}
    </>
  );
}
